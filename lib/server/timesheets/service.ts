import 'server-only';
import { and, asc, count, desc, eq, gte, ilike, inArray, isNotNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import { isAdmin } from '@/lib/roles';
import { lateness } from '@/lib/timesheets/lateness';
import type { ApproveTimesheetInput, ExportTimesheetsInput, ListTimesheetsInput } from '@/lib/timesheets/schemas';
import type { Actor } from '@/lib/server/auth/actor';
import type { Db } from '@/lib/server/db/client';
import { clockRecords, rotaShifts, timesheets, users } from '@/lib/server/db/schema';
import { badRequest, forbidden, notFound } from '@/lib/server/http/errors';
import { assertCompanyAdmin, companyFilter, fullName, likeTerm, pageOf } from '@/lib/server/auth/access';
import { changesBetween, recordAudit } from '@/lib/server/audit/service';

type Period = { startDate: string; endDate: string };
type TimesheetRow = typeof timesheets.$inferSelect;

const hours = (minutes: number) => Math.round((minutes / 60) * 100) / 100;
const dayAfter = (date: string) => new Date(new Date(`${date}T00:00:00Z`).getTime() + 86_400_000);

/** Scheduled minutes (rota shifts) and worked minutes (closed clock records) per user over a period, in two grouped queries. */
async function minutesFor(db: Db, userIds: string[], period: Period) {
  const scheduled = new Map<string, number>();
  const worked = new Map<string, number>();
  const punctuality = new Map<string, Punctuality>();
  if (!userIds.length) return { scheduled, worked, punctuality };
  const [shiftRows, clockRows, againstShifts] = await Promise.all([
    db
      .select({
        userId: rotaShifts.cleanerId,
        minutes: sql<string>`coalesce(sum(extract(epoch from (${rotaShifts.endTime}::time - ${rotaShifts.startTime}::time)) / 60), 0)`,
      })
      .from(rotaShifts)
      .where(
        and(
          inArray(rotaShifts.cleanerId, userIds),
          gte(rotaShifts.date, period.startDate),
          lte(rotaShifts.date, period.endDate),
        ),
      )
      .groupBy(rotaShifts.cleanerId),
    db
      .select({
        userId: clockRecords.userId,
        minutes: sql<string>`coalesce(sum(extract(epoch from (${clockRecords.clockOut} - ${clockRecords.clockIn})) / 60), 0)`,
      })
      .from(clockRecords)
      .where(
        and(
          inArray(clockRecords.userId, userIds),
          isNotNull(clockRecords.clockOut),
          gte(clockRecords.clockIn, new Date(`${period.startDate}T00:00:00Z`)),
          lt(clockRecords.clockIn, dayAfter(period.endDate)),
        ),
      )
      .groupBy(clockRecords.userId),
    // Clock records made against a shift of the period: late starts and early finishes.
    db
      .select({
        userId: clockRecords.userId,
        clockIn: clockRecords.clockIn,
        clockOut: clockRecords.clockOut,
        date: rotaShifts.date,
        startTime: rotaShifts.startTime,
        endTime: rotaShifts.endTime,
      })
      .from(clockRecords)
      .innerJoin(rotaShifts, eq(rotaShifts.id, clockRecords.shiftId))
      .where(
        and(
          inArray(clockRecords.userId, userIds),
          gte(rotaShifts.date, period.startDate),
          lte(rotaShifts.date, period.endDate),
        ),
      ),
  ]);
  for (const r of shiftRows) scheduled.set(r.userId, Math.round(Number(r.minutes)));
  for (const r of clockRows) worked.set(r.userId, Math.round(Number(r.minutes)));
  for (const r of againstShifts) {
    const { late, early } = lateness(r, new Date(r.clockIn), r.clockOut ? new Date(r.clockOut) : null);
    const counts = punctuality.get(r.userId) ?? { lateStarts: 0, earlyFinishes: 0 };
    punctuality.set(r.userId, {
      lateStarts: counts.lateStarts + Number(late),
      earlyFinishes: counts.earlyFinishes + Number(early),
    });
  }
  return { scheduled, worked, punctuality };
}

type Punctuality = { lateStarts: number; earlyFinishes: number };

function toTimesheet(
  user: { id: string; first: string; last: string },
  period: Period,
  scheduled: number,
  worked: number,
  saved?: TimesheetRow,
  punctuality?: Punctuality,
) {
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
    /** Clock-ins more than 5 minutes after a shift's start, clock-outs more than 5 minutes before its end. */
    lateStarts: punctuality?.lateStarts ?? 0,
    earlyFinishes: punctuality?.earlyFinishes ?? 0,
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
  if (input.search)
    where.push(ilike(sql`concat_ws(' ', ${users.firstName}, ${users.lastName})`, likeTerm(input.search)));
  const filter = and(...where);
  const { limit, offset } = pageOf(input);
  const dir = input.sortBy === 'name' && input.sortOrder === 'desc' ? desc : asc;
  const [people, [total]] = await Promise.all([
    db
      .select({ id: users.id, first: users.firstName, last: users.lastName })
      .from(users)
      .where(filter)
      .orderBy(dir(users.lastName), dir(users.firstName), asc(users.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(users).where(filter),
  ]);
  const ids = people.map((p) => p.id);
  const [{ scheduled, worked, punctuality }, saved] = await Promise.all([
    minutesFor(db, ids, input),
    ids.length
      ? db
          .select()
          .from(timesheets)
          .where(
            and(
              inArray(timesheets.userId, ids),
              eq(timesheets.startDate, input.startDate),
              eq(timesheets.endDate, input.endDate),
            ),
          )
      : Promise.resolve([] as TimesheetRow[]),
  ]);
  const savedBy = new Map(saved.map((s) => [s.userId, s]));
  return {
    data: people.map((p) =>
      toTimesheet(p, input, scheduled.get(p.id) ?? 0, worked.get(p.id) ?? 0, savedBy.get(p.id), punctuality.get(p.id)),
    ),
    totalRecords: total?.value ?? 0,
    totalPages: Math.max(1, Math.ceil((total?.value ?? 0) / input.pageSize)),
  };
}

/** Approves a Cleaner's hours for a period (default: the hours worked); approving again replaces the figure. */
export async function approveTimesheet(db: Db, actor: Actor, input: ApproveTimesheetInput) {
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
    .where(eq(users.id, input.userId))
    .limit(1);
  if (!user) throw notFound('User not found');
  assertCompanyAdmin(actor, user.companyId);
  if (user.role !== 'Cleaner' || !user.companyId) throw forbidden('Timesheets are kept for cleaners');
  const { scheduled, worked } = await minutesFor(db, [user.id], input);
  const workedMinutes = worked.get(user.id) ?? 0;
  const [approved] = await db
    .select({ id: timesheets.id })
    .from(timesheets)
    .where(
      and(
        eq(timesheets.userId, user.id),
        eq(timesheets.startDate, input.startDate),
        eq(timesheets.endDate, input.endDate),
        eq(timesheets.status, 'approved'),
      ),
    )
    .limit(1);
  // A correction (hours other than those clocked, or changing an approved week) says why; the audit trail keeps who and what.
  const corrected =
    approved !== undefined ||
    (input.approvedHours !== undefined && Math.round(input.approvedHours * 60) !== workedMinutes);
  if (corrected && !input.notes?.trim()) {
    throw badRequest('Please correct the highlighted fields', { notes: ['Give the reason for the correction'] });
  }
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
    const [before] = await tx
      .select()
      .from(timesheets)
      .where(
        and(
          eq(timesheets.userId, user.id),
          eq(timesheets.startDate, input.startDate),
          eq(timesheets.endDate, input.endDate),
        ),
      )
      .limit(1);
    const [saved] = await tx
      .insert(timesheets)
      .values({ companyId, userId: user.id, startDate: input.startDate, endDate: input.endDate, ...values })
      .onConflictDoUpdate({ target: [timesheets.userId, timesheets.startDate, timesheets.endDate], set: values })
      .returning();
    await recordAudit(tx, actor, {
      companyId,
      action: before ? 'update' : 'create',
      entityType: 'timesheet',
      entityId: saved!.id,
      summary: `Approved ${(values.approvedMinutes / 60).toFixed(2)} h for ${user.first} ${user.last}, ${input.startDate} to ${input.endDate}`,
      changes: changesBetween(before ? { approvedMinutes: before.approvedMinutes, notes: before.notes } : null, {
        approvedMinutes: values.approvedMinutes,
        notes: values.notes,
      }),
    });
    return saved!;
  });
  return toTimesheet(user, input, row!.scheduledMinutes, row!.workedMinutes, row);
}

export async function getTimesheet(db: Db, actor: Actor, id: string) {
  const [row] = await db
    .select({ sheet: timesheets, first: users.firstName, last: users.lastName })
    .from(timesheets)
    .innerJoin(users, eq(users.id, timesheets.userId))
    .where(eq(timesheets.id, id))
    .limit(1);
  if (!row) throw notFound('Timesheet not found');
  if (isAdmin(actor.role)) assertCompanyAdmin(actor, row.sheet.companyId);
  else if (row.sheet.userId !== actor.id) throw forbidden();
  const s = row.sheet;
  return toTimesheet({ id: s.userId, first: row.first, last: row.last }, s, s.scheduledMinutes, s.workedMinutes, s);
}

/** One CSV field: quoted when needed; a leading = + - @ is neutralised so a spreadsheet never runs it as a formula. */
function csvField(value: string | number) {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const ukDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
const twoDp = (minutes: number) => (minutes / 60).toFixed(2);

/**
 * Payroll CSV of the approved timesheets of exactly this period (admins, their company): one row per cleaner per day
 * with planned (rota) and worked (clock records, by UTC day of clock-in) hours, then a total row per cleaner with the
 * approved hours. UTF-8 with a byte-order mark and CRLF line ends, dates as DD/MM/YYYY, so spreadsheets open it cleanly.
 */
export async function exportTimesheetsCsv(db: Db, actor: Actor, input: ExportTimesheetsInput) {
  if (!isAdmin(actor.role)) throw forbidden();
  const sheets = await db
    .select({ sheet: timesheets, first: users.firstName, last: users.lastName })
    .from(timesheets)
    .innerJoin(users, eq(users.id, timesheets.userId))
    .where(
      and(
        companyFilter(actor, timesheets.companyId),
        eq(timesheets.status, 'approved'),
        eq(timesheets.startDate, input.startDate),
        eq(timesheets.endDate, input.endDate),
        input.userId ? eq(timesheets.userId, input.userId) : undefined,
      ),
    )
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
  const ids = sheets.map((s) => s.sheet.userId);
  const planned = new Map<string, number>();
  const worked = new Map<string, number>();
  if (ids.length) {
    const [shiftRows, clockRows] = await Promise.all([
      db
        .select({
          userId: rotaShifts.cleanerId,
          day: rotaShifts.date,
          minutes: sql<string>`coalesce(sum(extract(epoch from (${rotaShifts.endTime}::time - ${rotaShifts.startTime}::time)) / 60), 0)`,
        })
        .from(rotaShifts)
        .where(
          and(
            inArray(rotaShifts.cleanerId, ids),
            gte(rotaShifts.date, input.startDate),
            lte(rotaShifts.date, input.endDate),
          ),
        )
        .groupBy(rotaShifts.cleanerId, rotaShifts.date),
      db
        .select({
          userId: clockRecords.userId,
          day: sql<string>`to_char(${clockRecords.clockIn} at time zone 'UTC', 'YYYY-MM-DD')`,
          minutes: sql<string>`coalesce(sum(extract(epoch from (${clockRecords.clockOut} - ${clockRecords.clockIn})) / 60), 0)`,
        })
        .from(clockRecords)
        .where(
          and(
            inArray(clockRecords.userId, ids),
            isNotNull(clockRecords.clockOut),
            gte(clockRecords.clockIn, new Date(`${input.startDate}T00:00:00Z`)),
            lt(clockRecords.clockIn, dayAfter(input.endDate)),
          ),
        )
        .groupBy(sql`1`, sql`2`),
    ]);
    for (const r of shiftRows) planned.set(`${r.userId}|${r.day}`, Number(r.minutes));
    for (const r of clockRows) worked.set(`${r.userId}|${r.day}`, Number(r.minutes));
  }
  const days: string[] = [];
  for (let d = input.startDate; d <= input.endDate; d = dayAfter(d).toISOString().slice(0, 10)) days.push(d);
  const lines = [['Cleaner', 'Date', 'Planned hours', 'Worked hours', 'Approved hours', 'Notes']];
  for (const { sheet, first, last } of sheets) {
    const name = fullName(first, last) ?? '';
    let plannedTotal = 0;
    let workedTotal = 0;
    for (const day of days) {
      const p = Math.round(planned.get(`${sheet.userId}|${day}`) ?? 0);
      const w = Math.round(worked.get(`${sheet.userId}|${day}`) ?? 0);
      plannedTotal += p;
      workedTotal += w;
      lines.push([name, ukDate(day), twoDp(p), twoDp(w), '', '']);
    }
    lines.push([
      `${name} total`,
      `${ukDate(input.startDate)} to ${ukDate(input.endDate)}`,
      twoDp(plannedTotal),
      twoDp(workedTotal),
      twoDp(sheet.approvedMinutes),
      sheet.notes ?? '',
    ]);
  }
  const body = `\uFEFF${lines.map((l) => l.map(csvField).join(',')).join('\r\n')}\r\n`;
  return new Response(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="timesheets-${input.startDate}-to-${input.endDate}.csv"`,
      'Cache-Control': 'no-store',
    },
  });
}
