import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { get, makeWorld, send, type World } from '@/tests/api/backoffice-world';
import { endpoint } from '@/tests/support/endpoint';

const createJob = endpoint('POST /api/job/createjob');
const getJob = endpoint('GET /api/job/getjobbyid');
const sign = endpoint('POST /api/jobsigned/createjobsigned');
const signaturesByJob = endpoint('GET /api/jobsigned/getjobsignedbyjob');

const signature = 'data:image/png;base64,iVBORw0KGgo=';
type Signed = { id: string; jobId: string; signerName: string; time: string };

async function jobFor(w: World, client = true) {
  return (
    await send<{ id: string }>(createJob, w.adminA, {
      title: 'Basement flat',
      ...(client ? { userClientId: w.clientA.user.id } : {}),
      userAssigneeId: w.cleanerA.user.id,
    })
  ).body.id;
}

// Issue 39: the client signs on the Cleaner's phone, maybe with no signal; the phone queues the sign-off with an id it
// made and sends it later, perhaps twice.
describe('POST /api/JobSigned/CreateJobSigned from a Cleaner’s phone', () => {
  it('stores a resent or doubled sign-off once, with the time the client signed, and completes the job', async () => {
    const w = await makeWorld();
    const jobId = await jobFor(w);
    const signedAt = new Date(Date.now() - 45 * 60_000).toISOString();
    const body = {
      jobId,
      signerName: 'Clara Tester',
      signatureImage: signature,
      time: signedAt,
      clientId: randomUUID(),
    };
    const [a, b] = await Promise.all([send<Signed>(sign, w.cleanerA, body), send<Signed>(sign, w.cleanerA, body)]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.id).toBe(b.body.id);
    expect(new Date(a.body.time).toISOString()).toBe(signedAt);
    const again = await send<Signed>(sign, w.cleanerA, body);
    expect(again.status).toBe(201);
    expect(again.body.id).toBe(a.body.id);
    const list = await get<{ totalRecords: number }>(signaturesByJob, w.adminA, { jobId });
    expect(list.body.totalRecords).toBe(1);
    expect((await get<{ stage: number }>(getJob, w.adminA, { id: jobId })).body.stage).toBe(3);
  });

  it('refuses a sign-off sent after the office signed the job off (409): the office’s change wins', async () => {
    const w = await makeWorld();
    const jobId = await jobFor(w);
    expect((await send(sign, w.adminA, { jobId, signerName: 'Ada', signatureImage: signature })).status).toBe(201);
    const late = await send(sign, w.cleanerA, {
      jobId,
      signerName: 'Clara Tester',
      signatureImage: signature,
      clientId: randomUUID(),
    });
    expect(late.status).toBe(409);
    expect((await get<{ totalRecords: number }>(signaturesByJob, w.adminA, { jobId })).body.totalRecords).toBe(1);
  });

  it('refuses a client id used for another job (409), a job with no client (403) and a bad client id (400)', async () => {
    const w = await makeWorld();
    const [first, second, noClient] = [await jobFor(w), await jobFor(w), await jobFor(w, false)];
    const clientId = randomUUID();
    const body = { signerName: 'Clara Tester', signatureImage: signature, clientId };
    expect((await send(sign, w.cleanerA, { ...body, jobId: first })).status).toBe(201);
    expect((await send(sign, w.cleanerA, { ...body, jobId: second })).status).toBe(409);
    expect((await send(sign, w.cleanerA, { ...body, clientId: randomUUID(), jobId: noClient })).status).toBe(403);
    expect((await send(sign, w.cleanerA, { ...body, clientId: 'phone-1', jobId: second })).status).toBe(400);
  });
});
