import { describe, expect, it } from 'vitest';
import { get, makeWorld, missingId, send } from '@/tests/api/backoffice-world';
import { endpoint } from '@/tests/support/endpoint';

const getLeave = endpoint('GET /api/leavetaken/createleavetaken');
const createLeave = endpoint('POST /api/leavetaken/createleavetaken');
const deleteLeave = endpoint('DELETE /api/leavetaken/deleteleavetaken');
const listLeave = endpoint('POST /api/leavetaken/leavetakens');
const updateLeave = endpoint('PUT /api/leavetaken/updateleavetaken');

type Leave = {
  id: string;
  userId: string;
  status: string;
  decidedById: string | null;
  decidedAt: string | null;
  decidedByName: string | null;
};
const annual = { type: 'annual', startDate: '2026-07-06', endDate: '2026-07-10', reason: 'Holiday' };

describe('leaveTaken', () => {
  it('lets a Cleaner request leave, an admin of the company approve it, and shows it by id', async () => {
    const w = await makeWorld();
    const res = await send<Leave>(createLeave, w.cleanerA, annual);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ userId: w.cleanerA.user.id, status: 'pending' });
    expect((await send(updateLeave, w.cleanerA, { id: res.body.id, status: 'approved' }, 'PUT')).status).toBe(403);
    const decided = await send<Leave>(updateLeave, w.adminA, { id: res.body.id, status: 'approved' }, 'PUT');
    expect(decided.body).toMatchObject({
      status: 'approved',
      decidedById: w.adminA.user.id,
      decidedByName: 'Ada Tester',
    });
    expect(decided.body.decidedAt).toBeTruthy();
    expect((await get<Leave>(getLeave, w.cleanerA, { id: res.body.id })).body.status).toBe('approved');
    const july = await send<{ totalRecords: number }>(listLeave, w.adminA, {
      startDate: '2026-07-01',
      endDate: '2026-07-31',
    });
    expect(july.body.totalRecords).toBe(1);
    expect(
      (await send<{ totalRecords: number }>(listLeave, w.adminA, { startDate: '2026-08-01', endDate: '2026-08-31' }))
        .body.totalRecords,
    ).toBe(0);
    expect((await send<{ totalRecords: number }>(listLeave, w.cleanerA2, {})).body.totalRecords).toBe(0);
  });

  it('answers 409 for overlapping leave (not for rejected), 400 for end before start', async () => {
    const w = await makeWorld();
    const first = (await send<Leave>(createLeave, w.cleanerA, annual)).body;
    expect(
      (await send(createLeave, w.cleanerA, { ...annual, startDate: '2026-07-10', endDate: '2026-07-12' })).status,
    ).toBe(409);
    expect((await send(createLeave, w.cleanerA2, annual)).status).toBe(201);
    await send(updateLeave, w.adminA, { id: first.id, status: 'rejected' }, 'PUT');
    expect((await send(createLeave, w.cleanerA, { ...annual, type: 'unpaid' })).status).toBe(201);
    expect(
      (await send(createLeave, w.cleanerA, { ...annual, startDate: '2026-07-10', endDate: '2026-07-01' })).status,
    ).toBe(400);
    expect((await send(createLeave, w.cleanerA, { ...annual, type: 'party' })).status).toBe(400);
  });

  it('keeps Clients out, other people’s leave private, and other companies out; 404 with the spec text', async () => {
    const w = await makeWorld();
    const leave = (await send<Leave>(createLeave, w.cleanerA, annual)).body;
    expect((await send(createLeave, w.clientA, annual)).status).toBe(403);
    expect((await send(listLeave, w.clientA, {})).status).toBe(403);
    expect((await get(getLeave, w.cleanerA2, { id: leave.id })).status).toBe(403);
    expect((await get(getLeave, w.adminB, { id: leave.id })).status).toBe(403);
    expect((await send(updateLeave, w.adminB, { id: leave.id, status: 'approved' }, 'PUT')).status).toBe(403);
    expect((await send(createLeave, w.cleanerA2, { ...annual, userId: w.cleanerA.user.id })).status).toBe(403);
    const missing = await get<{ message: string }>(getLeave, w.adminA, { id: missingId() });
    expect(missing).toMatchObject({ status: 404, body: { message: 'Failed to fetch leave by ID' } });
    const own = (
      await send<Leave>(createLeave, w.adminA, { ...annual, startDate: '2026-09-01', endDate: '2026-09-02' })
    ).body;
    expect((await send(updateLeave, w.adminA, { id: own.id, status: 'approved' }, 'PUT')).status).toBe(403);
    expect((await get(deleteLeave, w.cleanerA2, { id: leave.id }, 'DELETE')).status).toBe(403);
    expect((await get(deleteLeave, w.cleanerA, { id: leave.id }, 'DELETE')).status).toBe(200);
  });
});
