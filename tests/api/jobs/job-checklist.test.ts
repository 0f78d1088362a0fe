import { describe, expect, it } from 'vitest';
import { get, makeWorld, missingId, send, type World } from '@/tests/api/backoffice-world';
import { endpoint } from '@/tests/support/endpoint';

const createJob = endpoint('POST /api/job/createjob');
const getJob = endpoint('GET /api/job/getjobbyid');
const updateJob = endpoint('PUT /api/job/updatejob');
const tick = endpoint('PUT /api/job/updatechecklistitem/[id]');
const sign = endpoint('POST /api/jobsigned/createjobsigned');

type Item = { id: string; label: string; done: boolean; doneByName: string | null; doneAt: string | null };
type Job = { id: string; checklist: Item[]; checklistDone: number };

async function jobWithChecklist(w: World) {
  const res = await send<Job>(createJob, w.adminA, {
    title: 'Move-out clean',
    userClientId: w.clientA.user.id,
    teamIds: [w.cleanerA.user.id, w.cleanerA2.user.id],
    checklist: [{ label: 'Kitchen' }, { label: 'Bathroom' }, { label: 'Windows inside' }],
  });
  expect(res.status).toBe(201);
  return res.body;
}

describe('job checklist', () => {
  it('is written with the job, in order, and edited by replacing it (kept items keep their tick)', async () => {
    const w = await makeWorld();
    const job = await jobWithChecklist(w);
    expect(job.checklist.map((i) => [i.label, i.done])).toEqual([
      ['Kitchen', false],
      ['Bathroom', false],
      ['Windows inside', false],
    ]);
    const [kitchen, bathroom] = job.checklist;
    await send(tick, w.cleanerA, { done: true }, 'PUT', { id: kitchen!.id });
    const edited = await send<Job>(
      updateJob,
      w.adminA,
      {
        id: job.id,
        checklist: [
          { label: 'Oven' },
          { id: kitchen!.id, label: 'Kitchen and hob' },
          { id: bathroom!.id, label: 'Bathroom' },
        ],
      },
      'PUT',
    );
    expect(edited.status).toBe(200);
    expect(edited.body.checklist.map((i) => [i.label, i.done])).toEqual([
      ['Oven', false],
      ['Kitchen and hob', true],
      ['Bathroom', false],
    ]);
    expect(edited.body.checklistDone).toBe(1);
    // An id from another job's checklist is bad input; so are empty labels and too many tasks.
    const other = await jobWithChecklist(w);
    expect(
      (
        await send(
          updateJob,
          w.adminA,
          { id: job.id, checklist: [{ id: other.checklist[0]!.id, label: 'Theirs' }] },
          'PUT',
        )
      ).status,
    ).toBe(400);
    expect((await send(updateJob, w.adminA, { id: job.id, checklist: [{ label: '  ' }] }, 'PUT')).status).toBe(400);
    expect(
      (
        await send(
          updateJob,
          w.adminA,
          { id: job.id, checklist: Array.from({ length: 51 }, (_, i) => ({ label: `Room ${i}` })) },
          'PUT',
        )
      ).status,
    ).toBe(400);
    // A Cleaner cannot rewrite the checklist.
    expect((await send(updateJob, w.cleanerA, { id: job.id, checklist: [] }, 'PUT')).status).toBe(403);
  });

  it('is ticked off by any member of the team and by the office, with who and when; the client only reads it', async () => {
    const w = await makeWorld();
    const job = await jobWithChecklist(w);
    const id = job.checklist[1]!.id;
    const ticked = await send<Item>(tick, w.cleanerA2, { done: true }, 'PUT', { id });
    expect(ticked.status).toBe(200);
    expect(ticked.body).toMatchObject({ id, done: true, doneByName: 'Cole Tester' });
    expect(ticked.body.doneAt).not.toBeNull();
    expect((await get<Job>(getJob, w.clientA, { id: job.id })).body.checklist[1]).toMatchObject({
      done: true,
      doneByName: 'Cole Tester',
    });
    expect((await send<Item>(tick, w.adminA, { done: false }, 'PUT', { id })).body).toMatchObject({
      done: false,
      doneByName: null,
      doneAt: null,
    });
    expect((await send<Item>(tick, w.superAdmin, { done: true }, 'PUT', { id })).status).toBe(200);
  });

  it('refuses the client, people off the job and other companies (403), missing items (404), bad input (400), a signed-off job (409)', async () => {
    const w = await makeWorld();
    const job = await jobWithChecklist(w);
    const id = job.checklist[0]!.id;
    expect((await send(tick, w.clientA, { done: true }, 'PUT', { id })).status).toBe(403);
    expect((await send(tick, w.clientA2, { done: true }, 'PUT', { id })).status).toBe(403);
    expect((await send(tick, w.adminB, { done: true }, 'PUT', { id })).status).toBe(403);
    expect((await send(tick, w.cleanerB, { done: true }, 'PUT', { id })).status).toBe(403);
    expect((await send(tick, undefined, { done: true }, 'PUT', { id })).status).toBe(401);
    expect((await send(tick, w.adminA, { done: true }, 'PUT', { id: missingId() })).status).toBe(404);
    expect((await send(tick, w.adminA, { done: true }, 'PUT', { id: 'nope' })).status).toBe(400);
    expect((await send(tick, w.adminA, { done: 'yes' }, 'PUT', { id })).status).toBe(400);
    await send(updateJob, w.adminA, { id: job.id, teamIds: [w.cleanerA.user.id] }, 'PUT');
    expect((await send(tick, w.cleanerA2, { done: true }, 'PUT', { id })).status).toBe(403);
    const signed = await send(sign, w.clientA, {
      jobId: job.id,
      signerName: 'Clara Tester',
      signatureImage: 'data:image/png;base64,iVBORw0KGgo=',
    });
    expect(signed.status).toBe(201);
    expect((await send(tick, w.cleanerA, { done: true }, 'PUT', { id })).status).toBe(409);
  });
});
