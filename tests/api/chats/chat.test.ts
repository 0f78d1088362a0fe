import { describe, expect, it } from 'vitest';
import { get, makeWorld, missingId, send, type World } from '@/tests/api/backoffice-world';
import { endpoint } from '@/tests/support/endpoint';

const createChat = endpoint('POST /api/chatbox/createchatbox');
const deleteChat = endpoint('DELETE /api/chatbox/deletechatbox/[id]');
const chatByJob = endpoint('GET /api/chatbox/getchatboxbyjob');
const updateChat = endpoint('PUT /api/chatbox/updatechatbox/[id]');
const createJob = endpoint('POST /api/job/createjob');
const sign = endpoint('POST /api/jobsigned/createjobsigned');
const signaturesByJob = endpoint('GET /api/jobsigned/getjobsignedbyjob');
const getJob = endpoint('GET /api/job/getjobbyid');

type Message = { id: string; text: string; sender: string; senderId: string };

async function jobFor(w: World) {
  return (
    await send<{ id: string }>(createJob, w.adminA, {
      title: 'Office clean',
      userClientId: w.clientA.user.id,
      userAssigneeId: w.cleanerA.user.id,
    })
  ).body.id;
}

describe('ChatBox', () => {
  it('lets the client, the assignee and company admins talk; only the sender edits or deletes', async () => {
    const w = await makeWorld();
    const jobId = await jobFor(w);
    const fromClient = await send<Message>(createChat, w.clientA, { jobId, message: 'Key is under the mat' });
    expect(fromClient.status).toBe(201);
    expect(fromClient.body).toMatchObject({ text: 'Key is under the mat', sender: 'Clara Tester' });
    expect((await send(createChat, w.cleanerA, { jobId, text: 'Thanks!' })).status).toBe(201);
    expect((await send(createChat, w.adminA, { jobId, text: 'Noted' })).status).toBe(201);
    const thread = await get<{ data: Message[] }>(chatByJob, w.cleanerA, { jobId });
    expect(thread.body.data.map((m) => m.text)).toEqual(['Key is under the mat', 'Thanks!', 'Noted']);
    const id = fromClient.body.id;
    expect((await send(updateChat, w.cleanerA, { text: 'hijack' }, 'PUT', { id })).status).toBe(403);
    expect((await send<Message>(updateChat, w.clientA, { text: 'Key is in the safe' }, 'PUT', { id })).body.text).toBe(
      'Key is in the safe',
    );
    expect((await send(deleteChat, w.adminA, undefined, 'DELETE', { id })).status).toBe(403);
    expect((await send(deleteChat, w.clientA, undefined, 'DELETE', { id })).status).toBe(200);
    expect((await send(updateChat, w.clientA, { text: 'x' }, 'PUT', { id })).status).toBe(404);
  });

  it('keeps everyone else out (403), answers 404 for a missing job and 400 for an empty message', async () => {
    const w = await makeWorld();
    const jobId = await jobFor(w);
    for (const who of [w.cleanerA2, w.clientA2, w.adminB, w.cleanerB]) {
      expect((await get(chatByJob, who, { jobId })).status).toBe(403);
      expect((await send(createChat, who, { jobId, text: 'hi' })).status).toBe(403);
    }
    expect((await get(chatByJob, w.adminA, { jobId: missingId() })).status).toBe(404);
    expect((await send(createChat, w.clientA, { jobId })).status).toBe(400);
    expect((await send(updateChat, w.clientA, { text: 'x' }, 'PUT', { id: 'not-an-id' })).status).toBe(400);
  });
});

describe('POST /api/JobSigned/CreateJobSigned', () => {
  const signature = 'data:image/png;base64,iVBORw0KGgo=';

  it('lets the job’s Client sign it off, completing the job; a second sign-off is 409', async () => {
    const w = await makeWorld();
    const jobId = await jobFor(w);
    const res = await send(sign, w.clientA, {
      jobId,
      signerName: 'Clara Tester',
      signatureImage: signature,
      comment: 'Spotless',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ jobId, signerName: 'Clara Tester', comment: 'Spotless' });
    expect((await get<{ stage: number }>(getJob, w.adminA, { id: jobId })).body.stage).toBe(3);
    expect((await get<{ totalRecords: number }>(signaturesByJob, w.clientA, { jobId })).body.totalRecords).toBe(1);
    expect((await send(sign, w.adminA, { jobId, signerName: 'Ada', signatureImage: signature })).status).toBe(409);
  });

  it('refuses a Cleaner not on the team, another client and another company (403); bad input (400); missing job (404)', async () => {
    const w = await makeWorld();
    const jobId = await jobFor(w);
    expect((await send(sign, w.cleanerA2, { jobId, signerName: 'C', signatureImage: signature })).status).toBe(403);
    expect((await send(sign, w.clientA2, { jobId, signerName: 'C', signatureImage: signature })).status).toBe(403);
    expect((await send(sign, w.adminB, { jobId, signerName: 'C', signatureImage: signature })).status).toBe(403);
    expect((await send(sign, w.clientA, { jobId, signerName: '', signatureImage: 'javascript:alert(1)' })).status).toBe(
      400,
    );
    expect(
      (await send(sign, w.clientA, { jobId: missingId(), signerName: 'C', signatureImage: signature })).status,
    ).toBe(404);
    expect((await get<{ stage: number }>(getJob, w.adminA, { id: jobId })).body.stage).toBe(0);
  });
});
