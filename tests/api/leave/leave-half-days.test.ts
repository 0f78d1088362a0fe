import { describe, expect, it } from 'vitest';
import { get, makeWorld, missingId, send } from '@/tests/api/backoffice-world';
import { endpoint } from '@/tests/support/endpoint';

const getLeave = endpoint('GET /api/leavetaken/createleavetaken');
const createLeave = endpoint('POST /api/leavetaken/createleavetaken');
const listLeave = endpoint('POST /api/leavetaken/leavetakens');
const updateLeave = endpoint('PUT /api/leavetaken/updateleavetaken');

type Leave = { id: string; startHalf: string | null; endHalf: string | null; days: number };
type Invalid = { fieldErrors: Record<string, string[]> };

describe('leaveTaken half days', () => {
  it('stores a half first or last day, returns them with the days counted in halves', async () => {
    const w = await makeWorld();
    const morning = await send<Leave>(createLeave, w.cleanerA, {
      type: 'annual',
      startDate: '2026-07-06',
      endDate: '2026-07-06',
      startHalf: 'am',
    });
    expect(morning.status).toBe(201);
    expect(morning.body).toMatchObject({ startHalf: 'am', endHalf: null, days: 0.5 });
    const longer = await send<Leave>(createLeave, w.cleanerA, {
      type: 'annual',
      startDate: '2026-07-08',
      endDate: '2026-07-10',
      startHalf: 'pm',
      endHalf: 'am',
    });
    expect(longer.body).toMatchObject({ startHalf: 'pm', endHalf: 'am', days: 2 });
    // A full day's leave is unchanged: no halves, whole days.
    const full = await send<Leave>(createLeave, w.cleanerA, {
      type: 'annual',
      startDate: '2026-08-03',
      endDate: '2026-08-04',
    });
    expect(full.body).toMatchObject({ startHalf: null, endHalf: null, days: 2 });
    const list = await send<{ data: Leave[] }>(listLeave, w.adminA, { startDate: '2026-07-01', endDate: '2026-07-31' });
    expect(list.body.data.map((l) => l.days).sort()).toEqual([0.5, 2]);
    // Editing: the afternoon instead; then a full day again.
    expect(
      (await send<Leave>(updateLeave, w.cleanerA, { id: morning.body.id, startHalf: 'pm' }, 'PUT')).body,
    ).toMatchObject({ startHalf: 'pm', days: 0.5 });
    expect(
      (await send<Leave>(updateLeave, w.cleanerA, { id: morning.body.id, startHalf: null }, 'PUT')).body,
    ).toMatchObject({ startHalf: null, days: 1 });
    expect((await get<Leave>(getLeave, w.adminA, { id: longer.body.id })).body.days).toBe(2);
  });

  it('refuses halves that do not fit the dates, unknown halves, and other people’s or missing leave', async () => {
    const w = await makeWorld();
    const base = { type: 'annual', startDate: '2026-07-06', endDate: '2026-07-08' };
    const morningStart = await send<Invalid>(createLeave, w.cleanerA, { ...base, startHalf: 'am' });
    expect(morningStart.status).toBe(400);
    expect(morningStart.body.fieldErrors.startHalf).toEqual([
      'Leave over several days can start only in the afternoon',
    ]);
    expect((await send<Invalid>(createLeave, w.cleanerA, { ...base, endHalf: 'pm' })).body.fieldErrors.endHalf).toEqual(
      ['Leave over several days can end only in the morning'],
    );
    expect((await send(createLeave, w.cleanerA, { ...base, endDate: base.startDate, endHalf: 'am' })).status).toBe(400);
    expect((await send(createLeave, w.cleanerA, { ...base, startHalf: 'evening' })).status).toBe(400);
    const leave = (await send<Leave>(createLeave, w.cleanerA, { ...base, startHalf: 'pm' })).body;
    // Shortening to one day keeps the afternoon; a last-day half on one day is refused by the server's merged check.
    expect(
      (await send(updateLeave, w.cleanerA, { id: leave.id, endDate: base.startDate, endHalf: 'am' }, 'PUT')).status,
    ).toBe(400);
    expect((await send(updateLeave, w.cleanerA2, { id: leave.id, startHalf: null }, 'PUT')).status).toBe(403);
    expect((await send(updateLeave, w.adminB, { id: leave.id, startHalf: null }, 'PUT')).status).toBe(403);
    expect((await send(updateLeave, w.clientA, { id: leave.id, startHalf: null }, 'PUT')).status).toBe(403);
    expect((await send(updateLeave, w.adminA, { id: missingId(), startHalf: null }, 'PUT')).status).toBe(404);
  });
});
