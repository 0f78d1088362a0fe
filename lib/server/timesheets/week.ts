import 'server-only';
import { and, asc, eq, gt, gte, isNull, lt, lte, or } from 'drizzle-orm';
import { isAdmin } from '@/lib/roles';
import { lateness, londonInstant } from '@/lib/timesheets/lateness';
import { TIMESHEET_WEEK_KEY, type CreateTimeEntryInput } from '@/lib/timesheets/schemas';
import type { Actor } from '@/lib/server/auth/actor';
import type { Db } from '@/lib/server/db/client';
import { clockRecords, jobs, rotaShifts, timesheets, users } from '@/lib/server/db/schema';
import { badRequest, conflict, forbidden, notFound } from '@/lib/server/http/errors';
import { assertCompanyAdmin, fullName } from '@/lib/server/auth/access';
import { recordAudit } from '@/lib/server/audit/service';
import { getClockRecord, listClockRecords } from '@/lib/server/clocking/records';
import { assertNotApproved } from '@/lib/server/clocking/service';

const DAY = 86_400_000;
const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
const mondayOf = (iso: string) => addDays(iso, -((new Date(`${iso}T00:00:00Z`).getUTCDay() + 6) % 7));
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const hours = (minutes: number) => Math.round((minutes / 60) * 100) / 100;
const invalid = (field: string, message: string) =>
  badRequest('Please correct the highlighted fields', { [field]: [message] });

/** The Cleaner a timesheet or time entry is about: 404 when missing, 403 for another company's, 400 for a non-cleaner. */
async function cleanerOf(db: Db, actor: Actor, userId: string) {
  if (!isAdmin(actor.role)) throw forbidden();
  const [user] = await db
    .select({
      id: users.id,
      first: users.firstName,
      last: users.lastName,
      companyId: users.companyId,
      role: users.role,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) throw notFound('User not found');
  assertCompanyAdmin(actor, user.companyId);
  if (user.role !== 'Cleaner' || !user.companyId) throw invalid('userId', 'Timesheets are kept for cleaners');
  return { ...user, companyId: user.companyId };
}

/**
 * One cleaner's week for the office (admins of the cleaner's company): `id` is a saved timesheet's id or
 * `{userId}_{date}` (the Monday-to-Sunday week holding the date). Per day: the planned shifts, the clock records with
 * their flags and late/early marks, planned and worked minutes; plus the saved approval, if any.
 */
export async function getTimesheetWeek(db: Db, actor: Actor, id: string) {
  if (!isAdmin(actor.role)) throw forbidden();
  const [, first, day] = TIMESHEET_WEEK_KEY.exec(id) ?? [];
  if (!first) throw notFound('Timesheet not found');
  let userId = first;
  let startDate: string;
  let endDate: string;
  if (day) {
    startDate = mondayOf(day);
    endDate = addDays(startDate, 6);
  } else {
    const [sheet] = await db.select().from(timesheets).where(eq(timesheets.id, first)).limit(1);
    if (!sheet) throw notFound('Timesheet not found');
    ({ userId, startDate, endDate } = sheet);
  }
  const user = await cleanerOf(db, actor, userId);
  const [[saved], shifts, records] = await Promise.all([
    db
      .select({ sheet: timesheets, byFirst: users.firstName, byLast: users.lastName })
      .from(timesheets)
      .leftJoin(users, eq(users.id, timesheets.approvedById))
      .where(and(eq(timesheets.userId, userId), eq(timesheets.startDate, startDate), eq(timesheets.endDate, endDate)))
      .limit(1),
    db
      .select({
        id: rotaShifts.id,
        date: rotaShifts.date,
        startTime: rotaShifts.startTime,
        endTime: rotaShifts.endTime,
        site: rotaShifts.site,
        jobId: rotaShifts.jobId,
        jobTitle: jobs.title,
      })
      .from(rotaShifts)
      .leftJoin(jobs, eq(jobs.id, rotaShifts.jobId))
      .where(and(eq(rotaShifts.cleanerId, userId), gte(rotaShifts.date, startDate), lte(rotaShifts.date, endDate)))
      .orderBy(asc(rotaShifts.date), asc(rotaShifts.startTime)),
    listClockRecords(db, actor, { startDate, endDate, userId }),
  ]);
  const shiftById = new Map(shifts.map((s) => [s.id, s]));
  const days = [];
  for (let date = startDate; date <= endDate; date = addDays(date, 1)) {
    const dayShifts = shifts.filter((s) => s.date === date);
    // Worked hours count by the UTC day of the clock-in, as the timesheet list and the payroll CSV do.
    const dayRecords = records.data
      .filter((r) => new Date(r.clockIn).toISOString().slice(0, 10) === date)
      .reverse()
      .map((r) => {
        const shift = r.shiftId ? shiftById.get(r.shiftId) : undefined;
        const { late, early } = shift
          ? lateness(shift, new Date(r.clockIn), r.clockOut ? new Date(r.clockOut) : null)
          : { late: false, early: false };
        return { ...r, late, early };
      });
    const plannedMinutes = dayShifts.reduce((sum, s) => sum + minutesOf(s.endTime) - minutesOf(s.startTime), 0);
    const workedMinutes = dayRecords.reduce((sum, r) => sum + (r.workedMinutes ?? 0), 0);
    days.push({
      date,
      shifts: dayShifts,
      records: dayRecords,
      plannedHours: hours(plannedMinutes),
      workedHours: hours(workedMinutes),
    });
  }
  const sheet = saved?.sheet;
  return {
    id: sheet?.id ?? null,
    key: sheet?.id ?? `${userId}_${startDate}`,
    userId,
    userName: fullName(user.first, user.last),
    startDate,
    endDate,
    scheduledHours: hours(days.reduce((s, d) => s + d.plannedHours * 60, 0)),
    workedHours: hours(days.reduce((s, d) => s + d.workedHours * 60, 0)),
    lateStarts: days.reduce((s, d) => s + d.records.filter((r) => r.late).length, 0),
    earlyFinishes: days.reduce((s, d) => s + d.records.filter((r) => r.early).length, 0),
    status: sheet?.status ?? 'pending',
    approvedHours: sheet ? hours(sheet.approvedMinutes) : null,
    notes: sheet?.notes ?? null,
    approvedByName: saved ? fullName(saved.byFirst, saved.byLast) : null,
    approvedAt: sheet?.approvedAt ?? null,
    days,
  };
}

/**
 * The office adds a missing time entry for a cleaner of its company (London times on one day). The record is marked
 * as entered by the office and the audit trail keeps who entered it and why. Refused (409) when the week is approved
 * and locked, or when it overlaps another of the person's records.
 */
export async function createTimeEntry(db: Db, actor: Actor, input: CreateTimeEntryInput) {
  const user = await cleanerOf(db, actor, input.userId);
  const clockIn = londonInstant(input.date, input.clockIn);
  const clockOut = londonInstant(input.date, input.clockOut);
  if (clockOut <= clockIn) throw invalid('clockOut', 'Clock-out must be after clock-in');
  let jobId = input.jobId ?? null;
  if (input.shiftId) {
    const [shift] = await db
      .select({ cleanerId: rotaShifts.cleanerId, jobId: rotaShifts.jobId })
      .from(rotaShifts)
      .where(eq(rotaShifts.id, input.shiftId))
      .limit(1);
    if (!shift || shift.cleanerId !== user.id) throw invalid('shiftId', 'Choose one of this cleaner’s shifts');
    jobId ??= shift.jobId;
  }
  if (jobId) {
    const [job] = await db.select({ companyId: jobs.companyId }).from(jobs).where(eq(jobs.id, jobId)).limit(1);
    if (!job || job.companyId !== user.companyId) throw invalid('jobId', 'Choose a job of this company');
  }
  await assertNotApproved(db, user.id, clockIn);
  const [overlap] = await db
    .select({ id: clockRecords.id })
    .from(clockRecords)
    .where(
      and(
        eq(clockRecords.userId, user.id),
        lt(clockRecords.clockIn, clockOut),
        or(isNull(clockRecords.clockOut), gt(clockRecords.clockOut, clockIn)),
      ),
    )
    .limit(1);
  if (overlap) throw conflict('This entry overlaps another clock record of this person');
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(clockRecords)
      .values({
        companyId: user.companyId,
        userId: user.id,
        shiftId: input.shiftId ?? null,
        jobId,
        clockIn,
        clockOut,
        notes: input.reason,
        enteredById: actor.id,
      })
      .returning({ id: clockRecords.id });
    await recordAudit(tx, actor, {
      companyId: user.companyId,
      action: 'create',
      entityType: 'clocking',
      entityId: row!.id,
      summary: `Entered a missing time entry for ${fullName(user.first, user.last) ?? user.id} on ${input.date}, ${input.clockIn}–${input.clockOut}: ${input.reason}`,
      changes: {
        clockIn: [null, clockIn.toISOString()],
        clockOut: [null, clockOut.toISOString()],
        reason: [null, input.reason],
        enteredBy: [null, actor.name],
      },
    });
    return row!.id;
  });
  return getClockRecord(db, actor, id);
}
