import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/http/client';
import type { Change, NewChange } from '@/lib/offline/changes';
import { backoffDelay, outcomeOf } from '@/lib/offline/outcome';
import {
  clearQueue,
  deleteQueue,
  enqueue,
  listChanges,
  listNotes,
  queueOwner,
  retryChange,
  setQueueOwner,
} from '@/lib/offline/queue';
import { drain } from '@/lib/offline/sync';

let n = 0;
const tick = (label: string, id = `id-${label}-${++n}`): NewChange => ({
  id,
  userId: 'u1',
  jobId: 'j1',
  createdAt: new Date().toISOString(),
  kind: 'tick',
  body: { itemId: `item-${label}`, done: true, label },
});
const chat = (text: string): NewChange => ({
  id: `chat-${text}-${++n}`,
  userId: 'u1',
  jobId: 'j1',
  createdAt: new Date().toISOString(),
  kind: 'chat',
  body: { text },
});

/** A fake server: answers each change by its label/text with the given status (default 200), logging what arrived. */
function server(statuses: Record<string, number> = {}) {
  const arrived: string[] = [];
  const send = async (change: Change) => {
    const key = change.kind === 'tick' ? change.body.label : change.kind === 'chat' ? change.body.text : change.kind;
    arrived.push(key);
    const status = statuses[key] ?? 200;
    if (status >= 300 || status === 0) throw new ApiError(status, `refused ${key} (${status})`);
  };
  return { arrived, send };
}

const labels = async () =>
  (await listChanges()).map((c) => (c.kind === 'tick' ? c.body.label : c.kind === 'chat' ? c.body.text : c.kind));

describe('the offline queue', () => {
  beforeEach(async () => clearQueue());

  it('sends in the order the changes were made, and empties', async () => {
    await enqueue(tick('a'));
    await enqueue(chat('b'));
    await enqueue(tick('c'));
    const s = server();
    expect(await drain(s.send)).toEqual({ result: 'done', sent: 3 });
    expect(s.arrived).toEqual(['a', 'b', 'c']);
    expect(await listChanges()).toEqual([]);
  });

  it('keeps one change per client id, however often it is queued', async () => {
    const once = tick('a', 'same-id');
    await enqueue(once);
    await enqueue(once);
    const s = server();
    await drain(s.send);
    expect(s.arrived).toEqual(['a']);
  });

  it('sets a refused change aside with its reason, sends the ones behind it, and never resends it on its own', async () => {
    await enqueue(tick('a'));
    await enqueue(chat('bad'));
    await enqueue(tick('c'));
    const s = server({ bad: 400 });
    expect(await drain(s.send)).toEqual({ result: 'done', sent: 2 });
    expect(s.arrived).toEqual(['a', 'bad', 'c']);
    const [left] = await listChanges();
    expect(left?.refused).toEqual({ status: 400, reason: 'refused bad (400)' });
    await drain(s.send);
    expect(s.arrived).toEqual(['a', 'bad', 'c']);
    // Retry puts it back in line; once the server takes it, it leaves the queue.
    await retryChange(left!.id);
    await drain(server().send);
    expect(await listChanges()).toEqual([]);
  });

  it('stops at a busy server (503) or no connection, keeping that change and all behind it in order', async () => {
    await enqueue(tick('a'));
    await enqueue(tick('busy'));
    await enqueue(tick('c'));
    const s = server({ busy: 503 });
    expect(await drain(s.send)).toEqual({ result: 'retry', sent: 1 });
    expect(s.arrived).toEqual(['a', 'busy']);
    expect(await labels()).toEqual(['busy', 'c']);
    expect((await listChanges()).every((c) => !c.refused)).toBe(true);
    expect((await drain(server({ busy: 0 }).send)).result).toBe('retry');
    const later = server();
    await drain(later.send);
    expect(later.arrived).toEqual(['busy', 'c']);
  });

  it('backs off from 2 s, doubling, to at most a minute', () => {
    const mid = () => 0.5;
    expect([1, 2, 3, 4, 10].map((f) => backoffDelay(f, mid))).toEqual([2_000, 4_000, 8_000, 16_000, 60_000]);
    expect(backoffDelay(1, () => 0)).toBe(1_600);
    expect(backoffDelay(1, () => 1)).toBe(2_400);
  });

  it('drops a tick on a task the office removed (404) with a note, but refuses other 404s', async () => {
    await enqueue(tick('removed'));
    await enqueue(chat('job gone'));
    await drain(server({ removed: 404, 'job gone': 404 }).send);
    expect(await labels()).toEqual(['job gone']);
    expect((await listChanges())[0]?.refused?.status).toBe(404);
    expect((await listNotes()).map((note) => [note.kind, note.label])).toEqual([['tickRemoved', 'removed']]);
  });

  it('stops for good when the session has ended (401), losing nothing on its own', async () => {
    await enqueue(tick('a'));
    await enqueue(tick('b'));
    expect(await drain(server({ a: 401 }).send)).toEqual({ result: 'ended', sent: 0 });
    expect(await labels()).toEqual(['a', 'b']);
  });

  it('reads each answer as the issue asks', () => {
    const of = (kind: Change['kind'], status: number) => outcomeOf({ kind }, status);
    expect([200, 201, 401, 503, 502, 0, 429, 400, 403, 409, 500].map((s) => of('chat', s))).toEqual([
      'sent',
      'sent',
      'ended',
      'retry',
      'retry',
      'retry',
      'retry',
      'refused',
      'refused',
      'refused',
      'refused',
    ]);
    expect(of('tick', 404)).toBe('dropped');
    expect(of('clockOut', 404)).toBe('refused');
  });

  it('signing out deletes the queue, its notes and its owner; the next user starts with an empty one', async () => {
    await setQueueOwner('u1');
    await enqueue(tick('a'));
    await deleteQueue();
    expect(await listChanges()).toEqual([]);
    expect(await queueOwner()).toBeUndefined();
  });
});
