import { describe, expect, it } from 'vitest';
import { get, makeWorld, missingId, send } from '@/tests/api/backoffice-world';
import { endpoint } from '@/tests/support/endpoint';

const createLeave = endpoint('POST /api/leavetaken/createleavetaken');
const updateLeave = endpoint('PUT /api/leavetaken/updateleavetaken');
const clashes = endpoint('GET /api/rota/clashes');
const createRota = endpoint('POST /api/rota/createrota');

type Clashes = { clashes: { kind: string; shiftId?: string; minutes?: number }[] };
type Shift = { id: string; warnings: { kind: string }[] };

describe('GET /api/Rota/Clashes', () => {
  it('reports an overlapping shift, approved leave (half days respected) and a long shift; saving agrees', async () => {
    const w = await makeWorld();
    const cleanerId = w.cleanerA.user.id;
    const first = await send<Shift>(createRota, w.adminA, {
      cleanerId,
      site: 'Office',
      date: '2026-05-04',
      startTime: '08:00',
      endTime: '12:00',
    });
    const q = (extra: Record<string, string>) =>
      get<Clashes>(clashes, w.adminA, {
        cleanerId,
        date: '2026-05-04',
        startTime: '11:00',
        endTime: '14:00',
        ...extra,
      });
    expect((await q({})).body.clashes).toEqual([
      { kind: 'overlap', shiftId: first.body.id, startTime: '08:00', endTime: '12:00' },
    ]);
    expect((await q({ excludeId: first.body.id })).body.clashes).toEqual([]);
    expect((await q({ startTime: '12:00' })).body.clashes).toEqual([]);
    expect((await q({ startTime: '06:00', endTime: '19:00', date: '2026-05-05' })).body.clashes).toEqual([
      { kind: 'long', minutes: 780 },
    ]);

    // A morning off on the 6th: an afternoon shift is fine, a morning one is during leave.
    const leave = await send<{ id: string }>(createLeave, w.cleanerA, {
      type: 'annual',
      startDate: '2026-05-06',
      endDate: '2026-05-06',
      startHalf: 'am',
    });
    expect((await q({ date: '2026-05-06', startTime: '09:00', endTime: '11:00' })).body.clashes).toEqual([]);
    await send(updateLeave, w.adminA, { id: leave.body.id, status: 'approved' }, 'PUT');
    expect((await q({ date: '2026-05-06', startTime: '09:00', endTime: '11:00' })).body.clashes).toEqual([
      expect.objectContaining({ kind: 'leave' }),
    ]);
    expect((await q({ date: '2026-05-06', startTime: '13:00', endTime: '15:00' })).body.clashes).toEqual([]);

    // Saving: an overlap is refused (409); leave and a long shift are saved and flagged.
    expect(
      (
        await send(createRota, w.adminA, {
          cleanerId,
          site: 'Office',
          date: '2026-05-04',
          startTime: '11:00',
          endTime: '14:00',
        })
      ).status,
    ).toBe(409);
    const flagged = await send<Shift>(createRota, w.adminA, {
      cleanerId,
      site: 'Office',
      date: '2026-05-06',
      startTime: '06:00',
      endTime: '19:00',
    });
    expect(flagged.status).toBe(201);
    expect(flagged.body.warnings.map((c) => c.kind)).toEqual(['leave', 'long']);
  });

  it('is for administrators of the cleaner’s company; bad input is 400', async () => {
    const w = await makeWorld();
    const query = { cleanerId: w.cleanerA.user.id, date: '2026-05-04', startTime: '08:00', endTime: '12:00' };
    expect((await get(clashes, undefined, query)).status).toBe(401);
    expect((await get(clashes, w.cleanerA, query)).status).toBe(403);
    expect((await get(clashes, w.clientA, query)).status).toBe(403);
    expect((await get(clashes, w.adminB, query)).status).toBe(403);
    expect((await get(clashes, w.superAdmin, query)).status).toBe(200);
    expect((await get(clashes, w.adminA, { ...query, endTime: '07:00' })).status).toBe(400);
    expect((await get(clashes, w.adminA, { ...query, date: 'tomorrow' })).status).toBe(400);
    expect((await get(clashes, w.adminA, { ...query, cleanerId: missingId() })).status).toBe(400);
    expect((await get(clashes, w.adminA, { ...query, cleanerId: w.clientA.user.id })).status).toBe(400);
  });
});
