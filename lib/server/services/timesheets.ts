import 'server-only';
import { and, asc, count, eq, gte, inArray, isNotNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import { isAdmin } from '@/lib/roles';
import type { ApproveTimesheetInput, ListTimesheetsInput } from '@/lib/schemas/timesheet';
import type { Actor } from '@/lib/server/auth/actor';
import type { Db } from '@/lib/server/db/client';
import { clockRecords, rotaShifts, timesheets, users } from '@/lib/server/db/schema';
import { forbidden, notFound } from '@/lib/server/http/errors';
import { assertCompanyAdmin, companyFilter, fullName, pageOf } from './access';
import { changesBetween, recordAudit } from './audit';

type Period = { startDate: string; endDate: string };
type TimesheetRow = typeof timesheets.$inferSelect;

const hours = (minutes: number) => Math.round((minutes / 60) * 100) / 100;
const dayAfter = (date: string) => new Date(new Date(`${date}T00:00:00Z`).getTime() + 86_400_000);

/** Scheduled minutes (rota shifts) and worked minutes (closed clock records) per user over a period, in two grouped queries. */
async function minutesFor(db: Db, userIds: string[], period: Period) {
  const scheduled = new Map<string, number>();
  const worked = new Map<string, number>();
  if (!userIds.length) return { scheduled, worked };
  const [shiftRows, clockRows] = await Promise.all([
    db.select({
      userId: rotaShifts.cleanerId,
      minutes: sql<string>`coalesce(sum(extract(epoch from (${rotaShifts.endTime}::time - ${rotaShifts.startTime}::time)) / 60), 0)`,
    }).from(rotaShifts)
      .where(and(inArray(rotaShifts.cleanerId, userIds), gte(rotaShifts.date, period.startDate), lte(rotaShifts.date, period.endDate)))
      .groupBy(rotaShifts.cleanerId),
    db.select({
      userId: clockRecords.userId,
      minutes: sql<string>`coalesce(sum(extract(epoch from (${clockRecords.clockOut} - ${clockRecords.clockIn})) / 60), 0)`,
    }).from(clockRecords)
      .where(and(inArray(clockRecords.userId, userIds), isNotNull(clockRecords.clockOut),
        gte(clockRecords.clockIn, new Date(`${period.startDate}T00:00:00Z`)), lt(clockRecords.clockIn, dayAfter(period.endDate))))
      .groupBy(clockRecords.userId),
  ]);
  for (const r of shiftRows) scheduled.set(r.userId, Math.round(Number(r.minutes)));
  for (const r of clockRows) worked.set(r.userId, Math.round(Number(r.minutes)));
  return { scheduled, worked };
}

function toTimesheet(user: { id: string; first: string; last: string }, period: Period, scheduled: number, worked: number, saved?: TimesheetRow) {
  return {
    id: saved?.id ?? null,
    userId: user.id,
    userName: fullName(user.first, user.last),
    startDate: period.startDate,
    endDate: period.endDate,
    scheduledHours: hours(scheduled),
    workedHours: hours(worked),
    approvedHours: saved ? hours(saved.approvedMinutes) : null,
    status: saved?.status ?? 'pending',
    approvedById: saved?.approvedById ?? null,
    approvedAt: saved?.approvedAt ?? null,
    notes: saved?.notes ?? null,
  };
}

/**
 * Timesheets for a period: one line per Cleaner (admins: the company's, optionally one; a Cleaner: their own) with
 * scheduled hours from the rota, worked hours from clock records and the approved hours if approved.
 */
export async function listTimesheets(db: Db, actor: Actor, input: ListTimesheetsInput) {
  const where: (SQL | undefined)[] = [eq(users.role, 'Cleaner')];
  if (isAdmin(actor.role)) where.push(companyFilter(actor, users.companyId));
  else if (actor.role === 'Cleaner') where.push(eq(users.id, actor.id));
  else throw forbidden();
  if (input.userId) where.push(eq(users.id, input.userId));
  const filter = and(...where);
  const { limit, offset } = pageOf(input);
  const [people, [total]] = await Promise.all([
    db.select({ id: users.id, first: users.firstName, last: users.lastName }).from(users).where(filter)
      .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id)).limit(limit).offset(offset),
    db.select({ value: count() }).from(users).where(filter),
  ]);
  const ids = people.map((p) => p.id);
  const [{ scheduled, worked }, saved] = await Promise.all([
    minutesFor(db, ids, input),
    ids.length
      ? db.select().from(timesheets).where(and(inArray(timesheets.userId, ids), eq(timesheets.startDate, input.startDate), eq(timesheets.endDate, input.endDate)))
      : Promise.resolve([] as TimesheetRow[]),
  ]);
  const savedBy = new Map(saved.map((s) => [s.userId, s]));
  return {
    data: people.map((p) => toTimesheet(p, input, scheduled.get(p.id) ?? 0, worked.get(p.id) ?? 0, savedBy.get(p.id))),
    totalRecords: total?.value ?? 0,
  };
}

/** Approves a Cleaner's hours for a period (default: the hours worked); approving again replaces the figure. */
export async function approveTimesheet(db: Db, actor: Actor, input: ApproveTimesheetInput) {
  if (!isAdmin(actor.role)) throw forbidden();
  const [user] = await db.select({ id: users.id, first: users.firstName, last: users.lastName, companyId: users.companyId, role: users.role })
    .from(users).where(eq(users.id, input.userId)).limit(1);
  if (!user) throw notFound('User not found');
  assertCompanyAdmin(actor, user.companyId);
  if (user.role !== 'Cleaner' || !user.companyId) throw forbidden('Timesheets are kept for cleaners');
  const { scheduled, worked } = await minutesFor(db, [user.id], input);
  const workedMinutes = worked.get(user.id) ?? 0;
  const values = {
    scheduledMinutes: scheduled.get(user.id) ?? 0,
    workedMinutes,
    approvedMinutes: input.approvedHours !== undefined ? Math.round(input.approvedHours * 60) : workedMinutes,
    status: 'approved' as const,
    notes: input.notes ?? null,
    approvedById: actor.id,
    approvedAt: new Date(),
    updatedAt: new Date(),
  };
  const companyId = user.companyId;
  const row = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(timesheets)
      .where(and(eq(timesheets.userId, user.id), eq(timesheets.startDate, input.startDate), eq(timesheets.endDate, input.endDate))).limit(1);
    const [saved] = await tx.insert(timesheets)
      .values({ companyId, userId: user.id, startDate: input.startDate, endDate: input.endDate, ...values })
      .onConflictDoUpdate({ target: [timesheets.userId, timesheets.startDate, timesheets.endDate], set: values })
      .returning();
    await recordAudit(tx, actor, {
      companyId, action: before ? 'update' : 'create', entityType: 'timesheet', entityId: saved!.id,
      summary: `Approved ${(values.approvedMinutes / 60).toFixed(2)} h for ${user.first} ${user.last}, ${input.startDate} to ${input.endDate}`,
      changes: changesBetween(before ? { approvedMinutes: before.approvedMinutes, notes: before.notes } : null, { approvedMinutes: values.approvedMinutes, notes: values.notes }),
    });
    return saved!;
  });
  return toTimesheet(user, input, row!.scheduledMinutes, row!.workedMinutes, row);
}

export async function getTimesheet(db: Db, actor: Actor, id: string) {
  const [row] = await db.select({ sheet: timesheets, first: users.firstName, last: users.lastName }).from(timesheets)
    .innerJoin(users, eq(users.id, timesheets.userId)).where(eq(timesheets.id, id)).limit(1);
  if (!row) throw notFound('Timesheet not found');
  if (isAdmin(actor.role)) assertCompanyAdmin(actor, row.sheet.companyId);
  else if (row.sheet.userId !== actor.id) throw forbidden();
  const s = row.sheet;
  return toTimesheet({ id: s.userId, first: row.first, last: row.last }, s, s.scheduledMinutes, s.workedMinutes, s);
}
