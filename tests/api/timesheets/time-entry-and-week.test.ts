import { describe, expect, it } from 'vitest';
import { get, makeWorld, missingId, send } from '@/tests/api/backoffice-world';
import { endpoint } from '@/tests/support/endpoint';

const createRota = endpoint('POST /api/rota/createrota');
const approve = endpoint('PUT /api/timesheet/approve');
const createEntry = endpoint('POST /api/timesheet/createtimeentry');
const getWeek = endpoint('GET /api/timesheet/week');
const listAudit = endpoint('GET /api/audit/auditlogs');

type Rec = {
  id: string;
  clockIn: string;
  clockOut: string;
  flags: string[];
  enteredById: string | null;
  notes: string | null;
  late: boolean;
  early: boolean;
};
type Day = { date: string; plannedHours: number; workedHours: number; shifts: { id: string }[]; records: Rec[] };
type Week = {
  id: string | null;
  key: string;
  userId: string;
  startDate: string;
  endDate: string;
  scheduledHours: number;
  workedHours: number;
  lateStarts: number;
  status: string;
  approvedHours: number | null;
  days: Day[];
};
type Errors = { message: string; fieldErrors: Record<string, string[]> };

describe('Timesheet: office time entries and one cleaner’s week', () => {
  it('adds a missing entry (London times, marked as entered by the office, audited) and shows it in the week against the plan', async () => {
    const w = await makeWorld();
    const cleaner = w.cleanerA.user.id;
    await send(createRota, w.adminA, {
      cleanerId: cleaner,
      site: 'HQ',
      date: '2026-06-02',
      startTime: '08:00',
      endTime: '12:00',
    });
    const entry = await send<Rec>(createEntry, w.adminA, {
      userId: cleaner,
      date: '2026-06-02',
      clockIn: '08:20',
      clockOut: '12:00',
      reason: 'Phone battery died',
    });
    expect(entry.status).toBe(201);
    // 08:20 in London in June is 07:20 UTC (British Summer Time).
    expect(entry.body).toMatchObject({
      clockIn: '2026-06-02T07:20:00.000Z',
      clockOut: '2026-06-02T11:00:00.000Z',
      enteredById: w.adminA.user.id,
      notes: 'Phone battery died',
      flags: ['enteredByOffice'],
    });

    const week = await get<Week>(getWeek, w.adminA, { id: `${cleaner}_2026-06-04` });
    expect(week.status).toBe(200);
    expect(week.body).toMatchObject({
      id: null,
      key: `${cleaner}_2026-06-01`,
      startDate: '2026-06-01',
      endDate: '2026-06-07',
      scheduledHours: 4,
      workedHours: 3.67,
      status: 'pending',
      approvedHours: null,
    });
    expect(week.body.days).toHaveLength(7);
    const tuesday = week.body.days[1]!;
    expect(tuesday).toMatchObject({ date: '2026-06-02', plannedHours: 4, workedHours: 3.67 });
    expect(tuesday.records.map((r) => r.id)).toEqual([entry.body.id]);

    const audit = await get<{ data: { summary: string; actorName: string; entityId: string }[] }>(listAudit, w.adminA, {
      search: entry.body.id,
    });
    expect(audit.body.data[0]).toMatchObject({ actorName: expect.stringContaining('Ada') });
    expect(audit.body.data[0]!.summary).toContain('Phone battery died');

    // Approved, the week opens by the timesheet's own id, and its records are locked: a new entry there is 409.
    const ok = await send<{ id: string }>(
      approve,
      w.adminA,
      { userId: cleaner, startDate: '2026-06-01', endDate: '2026-06-07' },
      'PUT',
    );
    const byId = await get<Week>(getWeek, w.adminA, { id: ok.body.id });
    expect(byId.body).toMatchObject({ id: ok.body.id, key: ok.body.id, status: 'approved', approvedHours: 3.67 });
    const locked = await send<Errors>(createEntry, w.adminA, {
      userId: cleaner,
      date: '2026-06-03',
      clockIn: '08:00',
      clockOut: '09:00',
      reason: 'Forgot',
    });
    expect(locked.status).toBe(409);
    expect(locked.body.message).toBe('This week’s timesheet is approved, so its clock records are locked');
  });

  it('refuses bad input, overlaps, other roles, another company’s cleaner and unknown ids', async () => {
    const w = await makeWorld();
    const body = {
      userId: w.cleanerA.user.id,
      date: '2026-06-10',
      clockIn: '09:00',
      clockOut: '11:00',
      reason: 'Forgot to clock',
    };
    const backwards = await send<Errors>(createEntry, w.adminA, { ...body, clockIn: '11:00', clockOut: '09:00' });
    expect(backwards.status).toBe(400);
    expect(backwards.body.fieldErrors.clockOut).toEqual(['Clock-out must be after clock-in']);
    const noReason = await send<Errors>(createEntry, w.adminA, { ...body, reason: '  ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.fieldErrors.reason).toEqual(['Give the reason for the entry']);
    expect((await send(createEntry, w.adminA, { ...body, userId: w.clientA.user.id })).status).toBe(400);
    expect((await send(createEntry, w.cleanerA, body)).status).toBe(403);
    expect((await send(createEntry, w.clientA, body)).status).toBe(403);
    expect((await send(createEntry, w.adminB, body)).status).toBe(403);
    expect((await send(createEntry, w.adminA, { ...body, userId: missingId() })).status).toBe(404);
    expect((await send(createEntry, w.adminA, body)).status).toBe(201);
    const overlap = await send<Errors>(createEntry, w.adminA, { ...body, clockIn: '10:30', clockOut: '12:00' });
    expect(overlap.status).toBe(409);
    expect(overlap.body.message).toBe('This entry overlaps another clock record of this person');
    expect((await send(createEntry, w.superAdmin, { ...body, clockIn: '13:00', clockOut: '14:00' })).status).toBe(201);

    const key = `${w.cleanerA.user.id}_2026-06-10`;
    expect((await get(getWeek, w.cleanerA, { id: key })).status).toBe(403);
    expect((await get(getWeek, w.adminB, { id: key })).status).toBe(403);
    expect((await get(getWeek, w.adminA, { id: missingId() })).status).toBe(404);
    expect((await get(getWeek, w.adminA, { id: `${missingId()}_2026-06-10` })).status).toBe(404);
    expect((await get(getWeek, w.adminA, { id: 'not-a-week' })).status).toBe(400);
  });
});
