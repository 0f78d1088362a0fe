import 'server-only';
import { and, asc, count, eq, gte, inArray, isNotNull, isNull, lt, lte, ne, or, sql, sum, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { INVOICE_STATUS } from '@/lib/invoices/rules';
import { JOB_STAGE } from '@/lib/jobs/rules';
import { LOW_RATING_MAX } from '@/lib/ratings/rules';
import { FIGURES, addMonths, monthEnd, monthsOf, periodDates, type Figure, type PeriodKind } from '@/lib/network/rules';
import type { Db } from '@/lib/server/db/client';
import { clockRecords, companies, enquiries, invoices, jobRatings, jobs, networkMonthly } from '@/lib/server/db/schema';
import { londonToday } from '@/lib/server/overview/service';

export type Figures = Record<Figure, number | null>;
/** The sums a period's figures are made of; the average rating needs its total and count, not monthly averages. */
type Sums = Record<
  Exclude<Figure, 'ratingAverage' | 'hoursWorked'> | 'ratingTotal' | 'ratingCount' | 'minutes',
  number
>;

const zero = (): Sums => ({
  invoicedPence: 0,
  paidPence: 0,
  jobsCompleted: 0,
  onlineBookings: 0,
  enquiries: 0,
  enquiriesConverted: 0,
  lowRatings: 0,
  overdueCount: 0,
  overduePence: 0,
  ratingTotal: 0,
  ratingCount: 0,
  minutes: 0,
});

const figuresOf = (s: Sums): Figures => ({
  invoicedPence: s.invoicedPence,
  paidPence: s.paidPence,
  jobsCompleted: s.jobsCompleted,
  onlineBookings: s.onlineBookings,
  enquiries: s.enquiries,
  enquiriesConverted: s.enquiriesConverted,
  ratingAverage: s.ratingCount ? Math.round((s.ratingTotal / s.ratingCount) * 100) / 100 : null,
  lowRatings: s.lowRatings,
  overdueCount: s.overdueCount,
  overduePence: s.overduePence,
  hoursWorked: Math.round((s.minutes / 60) * 100) / 100,
});

/** London midnight at the start of a date, as an instant: bounds that keep the timestamp indexes usable. */
const londonStart = (date: string) => sql`(${date}::date)::timestamp at time zone 'Europe/London'`;
const nextDay = (date: string) => sql`((${date}::date + 1))::timestamp at time zone 'Europe/London'`;
const inPeriod = (col: AnyPgColumn, from: string, to: string) => and(gte(col, londonStart(from)), lt(col, nextDay(to)));
const monthOf = (col: AnyPgColumn) => sql<string>`to_char(${col} at time zone 'Europe/London', 'YYYY-MM')`;

type Row = { companyId: string | null; month: string } & Partial<Record<keyof Sums, unknown>>;

/**
 * Every figure per office and month in one grouped query each. Bookings and enquiries count when made, invoices
 * when issued (drafts are not revenue), payments when paid, jobs on their visit day (cancelled visits are left out),
 * ratings when given, hours from closed clock records (what timesheets are made of) by their clock-in.
 */
async function monthly(db: Db, from: string, to: string) {
  const jobDay = sql`coalesce(${jobs.scheduledDate}, (${jobs.createdAt} at time zone 'Europe/London')::date)`;
  const minutes = sql`extract(epoch from (${clockRecords.clockOut} - ${clockRecords.clockIn})) / 60`;
  const queries: Promise<Row[]>[] = [
    db
      .select({
        companyId: invoices.companyId,
        month: monthOf(invoices.createDate),
        invoicedPence: sum(invoices.totalPence),
      })
      .from(invoices)
      .where(and(inPeriod(invoices.createDate, from, to), ne(invoices.status, INVOICE_STATUS.draft)))
      .groupBy(sql`1, 2`),
    db
      .select({ companyId: invoices.companyId, month: monthOf(invoices.paidAt), paidPence: sum(invoices.totalPence) })
      .from(invoices)
      .where(and(inPeriod(invoices.paidAt, from, to), eq(invoices.status, INVOICE_STATUS.paid)))
      .groupBy(sql`1, 2`),
    db
      .select({ companyId: jobs.companyId, month: sql<string>`to_char(${jobDay}, 'YYYY-MM')`, jobsCompleted: count() })
      .from(jobs)
      .where(
        and(
          eq(jobs.stage, JOB_STAGE.completed),
          isNull(jobs.cancelledAt),
          sql`${jobDay} between ${from}::date and ${to}::date`,
        ),
      )
      .groupBy(sql`1, 2`),
    db
      .select({ companyId: jobs.companyId, month: monthOf(jobs.createdAt), onlineBookings: count() })
      .from(jobs)
      .where(
        and(
          inPeriod(jobs.createdAt, from, to),
          eq(jobs.source, 'online'),
          inArray(jobs.bookingStatus, ['requested', 'confirmed']),
        ),
      )
      .groupBy(sql`1, 2`),
    db
      .select({
        companyId: enquiries.companyId,
        month: monthOf(enquiries.createdAt),
        enquiries: count(),
        enquiriesConverted: sql<number>`count(*) filter (where ${enquiries.status} = 'converted')`,
      })
      .from(enquiries)
      .where(and(inPeriod(enquiries.createdAt, from, to), ne(enquiries.category, 'career')))
      .groupBy(sql`1, 2`),
    db
      .select({
        companyId: jobRatings.companyId,
        month: monthOf(jobRatings.createdAt),
        ratingTotal: sum(jobRatings.rating),
        ratingCount: count(),
        lowRatings: sql<number>`count(*) filter (where ${jobRatings.rating} <= ${LOW_RATING_MAX})`,
      })
      .from(jobRatings)
      .where(inPeriod(jobRatings.createdAt, from, to))
      .groupBy(sql`1, 2`),
    db
      .select({
        companyId: clockRecords.companyId,
        month: monthOf(clockRecords.clockIn),
        minutes: sql`sum(${minutes})`,
      })
      .from(clockRecords)
      .where(and(inPeriod(clockRecords.clockIn, from, to), isNotNull(clockRecords.clockOut)))
      .groupBy(sql`1, 2`),
  ];
  return (await Promise.all(queries)).flat();
}

/** The same sums for whole months, read from network_monthly (kept by triggers, migration 0022). */
async function summed(db: Db, months: string[]): Promise<Row[]> {
  const n = networkMonthly;
  return db
    .select({
      companyId: n.companyId,
      month: n.month,
      invoicedPence: n.invoicedPence,
      paidPence: n.paidPence,
      jobsCompleted: n.jobsCompleted,
      onlineBookings: n.onlineBookings,
      enquiries: n.enquiries,
      enquiriesConverted: n.enquiriesConverted,
      ratingTotal: n.ratingTotal,
      ratingCount: n.ratingCount,
      lowRatings: n.lowRatings,
      minutes: sql<number>`${n.microsWorked} / 60000000.0`,
    })
    .from(n)
    .where(inArray(n.month, months));
}

/**
 * A period's sums by office and month: the months it covers whole from network_monthly, the days of a month it
 * covers only in part (this month so far, a custom period's first and last) from the rows themselves.
 */
async function byMonth(db: Db, from: string, to: string): Promise<Row[]> {
  const months = monthsOf(from, to);
  const whole = months.filter((m) => from <= `${m}-01` && to >= monthEnd(`${m}-01`));
  const first = months[0]!;
  const last = months[months.length - 1]!;
  const parts: Promise<Row[]>[] = whole.length ? [summed(db, whole)] : [];
  if (!whole.includes(first)) parts.push(monthly(db, from, first === last ? to : monthEnd(from)));
  if (last !== first && !whole.includes(last)) parts.push(monthly(db, `${last}-01`, to));
  return (await Promise.all(parts)).flat();
}

/**
 * Invoices overdue at the end of each month (or now, for the month under way): issued before then, due before then,
 * and unpaid then (still unpaid, or paid afterwards). The period's figure is its last month's.
 *
 * A closed month's balance is the running sum of network_monthly's overdue changes up to it (migration 0024: +1 in
 * the London month an invoice fell due, -1 in the month it was paid, none if paid by the end of the month it fell
 * due), a few dozen rows per office however long the period. The month under way is counted at this moment, from
 * the unpaid invoices (invoices_unpaid_due_idx) and any paid later than now: a month end the table cannot know yet.
 */
async function overdue(db: Db, months: string[], now: Date) {
  const i = invoices;
  const n = networkMonthly;
  // Constants, not parameters: the planner proves the partial indexes' predicates from the query's own text.
  const [draft, paid] = [sql.raw(String(INVOICE_STATUS.draft)), sql.raw(String(INVOICE_STATUS.paid))];
  const closed = months.filter((month) => new Date(`${addMonths(`${month}-01`, 1)}T00:00:00Z`) <= now);
  // The month under way, and any later one a custom period reaches: the balance at this moment.
  const open = months.filter((month) => !closed.includes(month));
  const queries: Promise<Row[]>[] = [];
  if (closed.length) {
    const changes = db
      .select({ companyId: n.companyId, month: n.month, count: n.overdueChange, pence: n.overdueChangePence })
      .from(n)
      .where(and(lte(n.month, closed[closed.length - 1]!), or(ne(n.overdueChange, 0), ne(n.overdueChangePence, 0))))
      .orderBy(n.companyId, n.month);
    queries.push(changes.then((rows) => runningBalances(rows, closed)));
  }
  if (open.length) {
    const at = sql`${now.toISOString()}::timestamptz`;
    const row = (where: SQL) =>
      db
        .select({ companyId: i.companyId, overdueCount: count(), overduePence: sum(i.totalPence) })
        .from(i)
        .where(and(lt(i.createDate, at), lt(i.dueDate, at), where))
        .groupBy(i.companyId)
        .then((r) => open.flatMap((month) => r.map((x): Row => ({ ...x, month }))));
    queries.push(
      row(sql`${i.status} not in (${draft}, ${paid})`),
      row(sql`${i.status} = ${paid} and ${i.paidAt} >= ${at}`),
    );
  }
  return (await Promise.all(queries)).flat();
}

/** Each office's balance at the end of each of `months` (ascending), from its changes ordered by office and month. */
function runningBalances(
  changes: { companyId: string; month: string; count: number; pence: number }[],
  months: string[],
): Row[] {
  const rows: Row[] = [];
  for (let start = 0; start < changes.length;) {
    const companyId = changes[start]!.companyId;
    let [next, overdueCount, overduePence] = [start, 0, 0];
    for (const month of months) {
      for (; changes[next]?.companyId === companyId && changes[next]!.month <= month; next++) {
        overdueCount += Number(changes[next]!.count);
        overduePence += Number(changes[next]!.pence);
      }
      rows.push({ companyId, month, overdueCount, overduePence });
    }
    while (changes[next]?.companyId === companyId) next++;
    start = next;
  }
  return rows;
}

const add = (into: Sums, row: Partial<Record<keyof Sums, unknown>>) => {
  for (const key of Object.keys(into) as (keyof Sums)[]) if (row[key] != null) into[key] += Number(row[key]);
};

/**
 * The network overview (Super Administrators): each office's figures for the period, side by side, and the whole
 * network's, with a monthly trend of each. Offices with nothing in the period show zeros (no rating: null).
 */
export async function getNetworkOverview(
  db: Db,
  input: { period: PeriodKind; from?: string; to?: string },
  now = new Date(),
) {
  const { from, to } = periodDates(input.period, londonToday(now), input.from, input.to);
  const months = monthsOf(from, to);
  const offices = await db
    .select({ id: companies.id, name: companies.name, headOffice: companies.headOffice })
    .from(companies)
    .orderBy(asc(companies.name));
  const [rows, late] = await Promise.all([byMonth(db, from, to), overdue(db, months, now)]);
  const cells = new Map<string, Sums>();
  const cell = (companyId: string, month: string) => {
    const key = `${companyId} ${month}`;
    if (!cells.has(key)) cells.set(key, zero());
    return cells.get(key)!;
  };
  for (const row of [...rows, ...late]) if (row.companyId) add(cell(row.companyId, row.month), row);

  const lastMonth = months[months.length - 1]!;
  const networkByMonth = months.map(() => zero());
  const networkTotal = zero();
  const result = offices.map((office) => {
    const total = zero();
    const trend = months.map((month, i) => {
      const sums = cells.get(`${office.id} ${month}`) ?? zero();
      add(networkByMonth[i]!, sums);
      // Overdue is a balance at a moment, not a flow: the period shows where it ended, not a sum of months.
      add(total, month === lastMonth ? sums : { ...sums, overdueCount: 0, overduePence: 0 });
      return figuresOf(sums);
    });
    add(networkTotal, total);
    return { ...office, figures: figuresOf(total), trend };
  });
  return {
    period: { kind: input.period, from, to },
    months,
    figures: FIGURES,
    offices: result,
    network: { figures: figuresOf(networkTotal), trend: networkByMonth.map(figuresOf) },
  };
}
export type NetworkOverview = Awaited<ReturnType<typeof getNetworkOverview>>;
