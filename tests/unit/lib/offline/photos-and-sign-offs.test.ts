import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/http/client';
import type { Change, NewChange } from '@/lib/offline/changes';
import { clearQueue, enqueue, listChanges, rememberUpload, retryChange } from '@/lib/offline/queue';
import { doneCount, MAX_OFFLINE_PHOTOS, photoRoom, STORAGE_MARGIN_BYTES, storageLow } from '@/lib/offline/rules';
import { sendPhoto, type PhotoSteps } from '@/lib/offline/send';
import { drain } from '@/lib/offline/sync';

const MB = 1024 * 1024;
let n = 0;
const base = (id: string) => ({ id, userId: 'u1', jobId: 'j1', createdAt: new Date().toISOString() });
const tick = (label: string): NewChange => ({
  ...base(`tick-${label}-${++n}`),
  kind: 'tick',
  body: { itemId: `item-${label}`, done: true, label },
});
const signOff = (): NewChange => ({
  ...base(`sign-${++n}`),
  kind: 'signOff',
  body: { signerName: 'Clara', signatureImage: 'data:image/png;base64,iVBORw0KGgo=', comment: null },
});
// The bytes are stood in for by a plain object: what matters here is the queue's handling, not the image.
const photo = (caption: string): NewChange => ({
  ...base(`photo-${caption}-${++n}`),
  kind: 'photo',
  body: { blob: {} as Blob, name: `${caption}.jpg`, type: 'image/jpeg', caption },
});
const fail = (status: number) => Promise.reject(new ApiError(status, `status ${status}`));
const keyOf = (c: Change) => (c.kind === 'tick' ? c.body.label : c.kind === 'photo' ? c.body.caption! : c.kind);

describe('a sign-off collected offline', () => {
  beforeEach(async () => clearQueue());

  it('goes after the ticks made before it; the office having signed the job off meanwhile (409) is shown, never resent on its own', async () => {
    await enqueue(tick('Kitchen'));
    await enqueue(signOff());
    await enqueue(tick('Hall'));
    const arrived: string[] = [];
    const send = async (c: Change) => {
      arrived.push(keyOf(c));
      if (c.kind === 'signOff') return fail(409);
    };
    expect(await drain(send)).toEqual({ result: 'done', sent: 2 });
    expect(arrived).toEqual(['Kitchen', 'signOff', 'Hall']);
    const [left] = await listChanges();
    expect(left?.kind).toBe('signOff');
    expect(left?.refused?.status).toBe(409);
    await drain(send);
    expect(arrived).toHaveLength(3);
    // Retry puts it back in line: the server answers a resend under the same client id with the one it stored.
    await retryChange(left!.id);
    await drain(async () => undefined);
    expect(await listChanges()).toEqual([]);
  });
});

describe('a photo taken offline', () => {
  beforeEach(async () => clearQueue());

  /** A fake server for the two steps, logging each and answering with the statuses given in turn. */
  function photoServer(uploads: number[] = [], posts: number[] = []) {
    const log: string[] = [];
    const steps: PhotoSteps = {
      upload: async (c) => {
        log.push(`upload ${keyOf(c)}`);
        const status = uploads.shift() ?? 200;
        return status === 200 ? { dbPath: `chat/${keyOf(c)}.jpg` } : fail(status);
      },
      remember: rememberUpload,
      post: async (c, dbPath) => {
        log.push(`post ${dbPath}`);
        const status = posts.shift() ?? 201;
        if (status !== 201) return fail(status);
      },
    };
    return { log, send: (c: Change) => (c.kind === 'photo' ? sendPhoto(c, steps) : Promise.resolve()) };
  }

  it('is uploaded once: a post that fails after the upload (503) is retried without uploading again', async () => {
    await enqueue(photo('before'));
    await enqueue(tick('Kitchen'));
    const server = photoServer([], [503]);
    expect((await drain(server.send)).result).toBe('retry');
    expect(server.log).toEqual(['upload before', 'post chat/before.jpg']);
    const [waiting] = await listChanges();
    expect(waiting?.kind === 'photo' && waiting.body.dbPath).toBe('chat/before.jpg');
    expect(await drain(server.send)).toEqual({ result: 'done', sent: 2 });
    expect(server.log).toEqual(['upload before', 'post chat/before.jpg', 'post chat/before.jpg']);
    expect(await listChanges()).toEqual([]);
  });

  it('refused by the server (not an image, too large: 400 or 413) is set aside, and the photos behind it go', async () => {
    await enqueue(photo('bad'));
    await enqueue(photo('good'));
    const server = photoServer([413]);
    expect(await drain(server.send)).toEqual({ result: 'done', sent: 1 });
    const [left] = await listChanges();
    expect(left?.refused?.status).toBe(413);
    expect(server.log).toEqual(['upload bad', 'upload good', 'post chat/good.jpg']);
  });

  it('is kept only under the limit, as a photo the server takes, and with room left: the cleaner is told before it is lost', () => {
    const jpeg = { type: 'image/jpeg', size: 3 * MB };
    expect(MAX_OFFLINE_PHOTOS).toBe(10);
    expect(photoRoom({ ...jpeg, kept: 9, free: 1_000 * MB })).toBe('ok');
    expect(photoRoom({ ...jpeg, kept: 10, free: 1_000 * MB })).toBe('limit');
    expect(photoRoom({ ...jpeg, type: 'image/heic', kept: 0, free: null })).toBe('wrongType');
    expect(photoRoom({ ...jpeg, size: 9 * MB, kept: 0, free: null })).toBe('tooLarge');
    expect(photoRoom({ ...jpeg, kept: 0, free: 3 * MB + STORAGE_MARGIN_BYTES - 1 })).toBe('storageFull');
    expect(photoRoom({ ...jpeg, kept: 0, free: 3 * MB + STORAGE_MARGIN_BYTES })).toBe('ok');
    // A browser that does not say how much room is left does not stop a photo (a full store is caught when writing).
    expect(photoRoom({ ...jpeg, kept: 0, free: null })).toBe('ok');
  });

  it('warns ahead when fewer than two more of the largest photos would fit', () => {
    expect(storageLow(null)).toBe(false);
    expect(storageLow(100 * MB)).toBe(false);
    expect(storageLow(20 * MB)).toBe(true);
  });
});

describe('the checklist’s count on the phone', () => {
  it('counts ticks still waiting to be sent, and unticks waiting too', () => {
    const items = [
      { id: 'a', done: true },
      { id: 'b', done: false },
      { id: 'c', done: false },
    ];
    expect(doneCount(items, {})).toBe(1);
    expect(doneCount(items, { b: true, c: true })).toBe(3);
    expect(doneCount(items, { a: false, b: true })).toBe(1);
    // A waiting tick on a task the office removed is not counted.
    expect(doneCount(items, { gone: true })).toBe(1);
  });
});
