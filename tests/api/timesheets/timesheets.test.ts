import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { clockRecords } from '@/lib/server/db/schema';
import { get, makeWorld, missingId, send } from '@/tests/api/backoffice-world';
import { endpoint } from '@/tests/support/endpoint';

const deleteClock = endpoint('DELETE /api/clockinandout/deleteclockinandout');
const clockOut = endpoint('PUT /api/clockinandout/updateclockinandout');
const createRota = endpoint('POST /api/rota/createrota');
const approve = endpoint('PUT /api/timesheet/approve');
const getTimesheet = endpoint('GET /api/timesheet/gettimesheetbyid');
const listTimesheets = endpoint('POST /api/timesheet/timesheets');

type Sheet = {
  id: string | null;
  userId: string;
  scheduledHours: number;
  workedHours: number;
  approvedHours: number | null;
  status: string;
};
const period = { startDate: '2026-03-01', endDate: '2026-03-07' };

describe('Timesheets', () => {
  it('derives scheduled and worked hours per cleaner and records approved hours', async () => {
    const w = await makeWorld();
    await send(createRota, w.adminA, {
      cleanerId: w.cleanerA.user.id,
      site: 'HQ',
      date: '2026-03-02',
      startTime: '08:00',
      endTime: '12:30',
    });
    await send(createRota, w.adminA, {
      cleanerId: w.cleanerA.user.id,
      site: 'HQ',
      date: '2026-03-09',
      startTime: '08:00',
      endTime: '12:00',
    });
    await (await getDb()).insert(clockRecords).values([
      {
        companyId: w.a.id,
        userId: w.cleanerA.user.id,
        clockIn: new Date('2026-03-02T08:05:00Z'),
        clockOut: new Date('2026-03-02T12:35:00Z'),
      },
      {
        companyId: w.a.id,
        userId: w.cleanerA.user.id,
        clockIn: new Date('2026-03-20T08:00:00Z'),
        clockOut: new Date('2026-03-20T09:00:00Z'),
      },
    ]);
    const list = await send<{ data: Sheet[]; totalRecords: number }>(listTimesheets, w.adminA, period);
    expect(list.status).toBe(200);
    expect(list.body.totalRecords).toBe(2);
    expect(list.body.data.find((s) => s.userId === w.cleanerA.user.id)).toMatchObject({
      scheduledHours: 4.5,
      workedHours: 4.5,
      approvedHours: null,
      status: 'pending',
    });
    // Hours other than those clocked are a correction: it needs a reason.
    const unexplained = await send<{ fieldErrors: Record<string, string[]> }>(
      approve,
      w.adminA,
      { ...period, userId: w.cleanerA.user.id, approvedHours: 4 },
      'PUT',
    );
    expect(unexplained.status).toBe(400);
    expect(unexplained.body.fieldErrors.notes).toEqual(['Give the reason for the correction']);
    const ok = await send<Sheet>(
      approve,
      w.adminA,
      { ...period, userId: w.cleanerA.user.id, approvedHours: 4, notes: 'Left half an hour early' },
      'PUT',
    );
    expect(ok.body).toMatchObject({ approvedHours: 4, status: 'approved' });
    const mine = await send<{ data: Sheet[] }>(listTimesheets, w.cleanerA, period);
    expect(mine.body.data).toEqual([expect.objectContaining({ userId: w.cleanerA.user.id, approvedHours: 4 })]);
    expect((await get(getTimesheet, w.cleanerA, { id: ok.body.id! })).status).toBe(200);
    expect((await get(getTimesheet, w.cleanerA2, { id: ok.body.id! })).status).toBe(403);
    expect((await get(getTimesheet, w.adminB, { id: ok.body.id! })).status).toBe(403);
  });

  it('locks an approved week: changing it needs a reason, and its clock records can no longer be corrected or deleted', async () => {
    const w = await makeWorld();
    const [inWeek, later] = await (
      await getDb()
    )
      .insert(clockRecords)
      .values([
        {
          companyId: w.a.id,
          userId: w.cleanerA.user.id,
          clockIn: new Date('2026-03-03T08:00:00Z'),
          clockOut: new Date('2026-03-03T12:00:00Z'),
        },
        {
          companyId: w.a.id,
          userId: w.cleanerA.user.id,
          clockIn: new Date('2026-03-10T08:00:00Z'),
          clockOut: new Date('2026-03-10T12:00:00Z'),
        },
      ])
      .returning();
    expect((await send(approve, w.adminA, { ...period, userId: w.cleanerA.user.id }, 'PUT')).status).toBe(200); // as clocked: no reason needed
    expect((await send(approve, w.adminA, { ...period, userId: w.cleanerA.user.id }, 'PUT')).status).toBe(400); // approved: a change says why
    const corrected = await send<Sheet>(
      approve,
      w.adminA,
      { ...period, userId: w.cleanerA.user.id, approvedHours: 4.5, notes: 'Stayed to lock up' },
      'PUT',
    );
    expect(corrected.body.approvedHours).toBe(4.5);
    const fix = { clockOut: '2026-03-03T13:00:00Z' };
    expect((await send(clockOut, w.adminA, { id: inWeek!.id, ...fix }, 'PUT')).status).toBe(409);
    expect((await get(deleteClock, w.adminA, { id: inWeek!.id }, 'DELETE')).status).toBe(409);
    // The week after is not approved: its record is still corrected as before.
    expect((await send(clockOut, w.adminA, { id: later!.id, clockOut: '2026-03-10T13:00:00Z' }, 'PUT')).status).toBe(
      200,
    );
  });

  it('lets only admins of the company approve; refuses Clients; validates the period', async () => {
    const w = await makeWorld();
    expect((await send(approve, w.cleanerA, { ...period, userId: w.cleanerA.user.id }, 'PUT')).status).toBe(403);
    expect((await send(approve, w.adminB, { ...period, userId: w.cleanerA.user.id }, 'PUT')).status).toBe(403);
    expect((await send(approve, w.adminA, { ...period, userId: missingId() }, 'PUT')).status).toBe(404);
    expect((await send(listTimesheets, w.clientA, period)).status).toBe(403);
    expect((await send(listTimesheets, w.adminA, { startDate: '2026-03-07', endDate: '2026-03-01' })).status).toBe(400);
  });
});
