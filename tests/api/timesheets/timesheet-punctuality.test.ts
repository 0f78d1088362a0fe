import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { clockRecords } from '@/lib/server/db/schema';
import { makeWorld, send } from '@/tests/api/backoffice-world';
import { endpoint } from '@/tests/support/endpoint';

const createRota = endpoint('POST /api/rota/createrota');
const listTimesheets = endpoint('POST /api/timesheet/timesheets');

type Sheet = { userId: string; lateStarts: number; earlyFinishes: number };
// A summer week: London is an hour ahead of UTC (BST), so 08:00 on the rota is 07:00Z.
const period = { startDate: '2026-06-01', endDate: '2026-06-07' };

describe('POST /api/timesheet/timesheets late starts and early finishes', () => {
  it('counts clock-ins more than 5 minutes late and clock-outs more than 5 minutes early, on the London clock', async () => {
    const w = await makeWorld();
    const cleanerId = w.cleanerA.user.id;
    const shift = async (date: string) =>
      (
        await send<{ id: string }>(createRota, w.adminA, {
          cleanerId,
          site: 'HQ',
          date,
          startTime: '08:00',
          endTime: '12:00',
        })
      ).body.id;
    const [mon, tue, wed] = [await shift('2026-06-01'), await shift('2026-06-02'), await shift('2026-06-03')];
    const rec = (shiftId: string, clockIn: string, clockOut: string | null) => ({
      companyId: w.a.id,
      userId: cleanerId,
      shiftId,
      clockIn: new Date(clockIn),
      clockOut: clockOut ? new Date(clockOut) : null,
    });
    await (await getDb()).insert(clockRecords).values([
      rec(mon, '2026-06-01T07:04:00Z', '2026-06-01T10:56:00Z'), // on time (within the grace) both ways
      rec(tue, '2026-06-02T07:20:00Z', '2026-06-02T10:30:00Z'), // late and early
      rec(wed, '2026-06-03T06:55:00Z', '2026-06-03T11:10:00Z'), // early in, late out: neither
    ]);
    const list = await send<{ data: Sheet[] }>(listTimesheets, w.adminA, period);
    expect(list.body.data.find((s) => s.userId === cleanerId)).toMatchObject({ lateStarts: 1, earlyFinishes: 1 });
    expect(list.body.data.find((s) => s.userId === w.cleanerA2.user.id)).toMatchObject({
      lateStarts: 0,
      earlyFinishes: 0,
    });
    // Other weeks do not count these records; a Client still may not list timesheets.
    const next = await send<{ data: Sheet[] }>(listTimesheets, w.adminA, {
      startDate: '2026-06-08',
      endDate: '2026-06-14',
    });
    expect(next.body.data.find((s) => s.userId === cleanerId)).toMatchObject({ lateStarts: 0, earlyFinishes: 0 });
    expect((await send(listTimesheets, w.clientA, period)).status).toBe(403);
    expect((await send(listTimesheets, w.adminB, period)).status).toBe(200);
    expect(
      (await send<{ data: Sheet[] }>(listTimesheets, w.adminB, period)).body.data.some((s) => s.userId === cleanerId),
    ).toBe(false);
  });
});
