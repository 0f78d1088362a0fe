import 'server-only';
import { and, asc, eq, gte, inArray, isNotNull, lt, lte, sql } from 'drizzle-orm';
import { isAdmin } from '@/lib/roles';
import type { ExportTimesheetsInput } from '@/lib/timesheets/schemas';
import type { Actor } from '@/lib/server/auth/actor';
import type { Db } from '@/lib/server/db/client';
import { clockRecords, rotaShifts, timesheets, users } from '@/lib/server/db/schema';
import { forbidden } from '@/lib/server/http/errors';
import { companyFilter, fullName } from '@/lib/server/auth/access';
import { dayAfter } from './hours';

// The payroll export on its own: it reads day by day rather than per period (hours.ts), and its CSV escaping is what
// keeps a name from running as a spreadsheet formula.

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
