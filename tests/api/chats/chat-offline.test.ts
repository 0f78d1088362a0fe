import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { get, makeWorld, send } from '@/tests/api/backoffice-world';
import { endpoint } from '@/tests/support/endpoint';

const createChat = endpoint('POST /api/chatbox/createchatbox');
const chatByJob = endpoint('GET /api/chatbox/getchatboxbyjob');
const createJob = endpoint('POST /api/job/createjob');

type Message = { id: string; text: string };

// Issue 39: a message written with no signal waits on the phone with a client id and may be sent twice.
describe('ChatBox message written offline', () => {
  it('stores a resent or doubled message once, and refuses the same client id on another job (409)', async () => {
    const w = await makeWorld();
    const job = async (title: string) =>
      (
        await send<{ id: string }>(createJob, w.adminA, {
          title,
          userClientId: w.clientA.user.id,
          userAssigneeId: w.cleanerA.user.id,
        })
      ).body.id;
    const jobId = await job('Basement flat');
    const body = { jobId, text: 'Keys left with the porter', clientId: randomUUID() };
    const [a, b] = await Promise.all([
      send<Message>(createChat, w.cleanerA, body),
      send<Message>(createChat, w.cleanerA, body),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.id).toBe(b.body.id);
    expect((await send<Message>(createChat, w.cleanerA, body)).body.id).toBe(a.body.id);
    // The same id from another sender is their own message, not a resend.
    expect((await send<Message>(createChat, w.clientA, body)).body.id).not.toBe(a.body.id);
    const thread = await get<{ data: Message[] }>(chatByJob, w.adminA, { jobId });
    expect(thread.body.data.map((m) => m.text)).toEqual(['Keys left with the porter', 'Keys left with the porter']);
    expect((await send(createChat, w.cleanerA, { ...body, jobId: await job('Other') })).status).toBe(409);
    expect((await send(createChat, w.cleanerA, { ...body, clientId: 'nope' })).status).toBe(400);
  });
});
