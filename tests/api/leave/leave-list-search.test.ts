import { describe, expect, it } from 'vitest';
import { makeWorld, send } from '@/tests/api/backoffice-world';
import { endpoint } from '@/tests/support/endpoint';

const createLeave = endpoint('POST /api/leavetaken/createleavetaken');
const listLeave = endpoint('POST /api/leavetaken/leavetakens');
const updateLeave = endpoint('PUT /api/leavetaken/updateleavetaken');

type Leave = { id: string; userName: string; status: string };
type Page = { data: Leave[]; totalRecords: number; totalPages: number; counts: Record<string, number> };

describe('leaveTaken list: search, sort and counts per status', () => {
  it('searches by name, sorts by name, and counts each status before the status filter', async () => {
    const w = await makeWorld();
    const cleo = (
      await send<Leave>(createLeave, w.cleanerA, {
        type: 'annual',
        startDate: '2026-07-06',
        endDate: '2026-07-10',
        reason: 'Beach',
      })
    ).body;
    await send(createLeave, w.cleanerA2, {
      type: 'sick',
      startDate: '2026-07-08',
      endDate: '2026-07-08',
      reason: 'Flu',
    });
    await send(createLeave, w.cleanerB, { type: 'annual', startDate: '2026-07-08', endDate: '2026-07-09' });
    await send(updateLeave, w.adminA, { id: cleo.id, status: 'approved' }, 'PUT');

    const all = (await send<Page>(listLeave, w.adminA, {})).body;
    expect(all.counts).toEqual({ all: 2, pending: 1, approved: 1, rejected: 0 });
    const pending = (await send<Page>(listLeave, w.adminA, { status: 'pending' })).body;
    expect(pending.data.map((l) => l.userName)).toEqual(['Cole Tester']);
    expect(pending.counts.all).toBe(2);
    expect((await send<Page>(listLeave, w.adminA, { search: 'beach' })).body.data.map((l) => l.id)).toEqual([cleo.id]);
    expect((await send<Page>(listLeave, w.adminA, { search: 'cole' })).body.totalRecords).toBe(1);
    const byName = (await send<Page>(listLeave, w.adminA, { sortBy: 'userName', sortOrder: 'desc' })).body;
    expect(byName.data.map((l) => l.userName)).toEqual(['Cole Tester', 'Cleo Tester']);
    expect((await send<Page>(listLeave, w.cleanerA, { search: 'cole' })).body.totalRecords).toBe(0);
    expect((await send(listLeave, w.adminA, { sortBy: 'reason' })).status).toBe(400);
    expect((await send(listLeave, w.clientA, {})).status).toBe(403);
    expect((await send(listLeave, undefined, {})).status).toBe(401);
  });
});
