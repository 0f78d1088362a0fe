// The network's periods and figures (issue 38), shared by the overview screen and the server. Client-safe and free of
// zod: the screen reads the figure list and the period names from here, the server resolves periods with the same code.

export const PERIODS = ['month', 'lastMonth', 'quarter', 'year', 'custom'] as const;
export type PeriodKind = (typeof PERIODS)[number];

/** The longest custom period, in months: a franchise director compares years, not decades (the rule). */
export const MAX_PERIOD_MONTHS = 36;

/** The figures each office and the network show, in table order; every one is a number (null: no rating yet). */
export const FIGURES = [
  'invoicedPence',
  'paidPence',
  'jobsCompleted',
  'onlineBookings',
  'enquiries',
  'enquiriesConverted',
  'ratingAverage',
  'lowRatings',
  'overdueCount',
  'overduePence',
  'hoursWorked',
] as const;
export type Figure = (typeof FIGURES)[number];
export const MONEY_FIGURES: readonly Figure[] = ['invoicedPence', 'paidPence', 'overduePence'];

/** A London calendar date 'YYYY-MM-DD' moved by whole months (the day kept, clamped to the month's last). */
export function addMonths(date: string, months: number) {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, last));
  return first.toISOString().slice(0, 10);
}

export const monthStart = (date: string) => `${date.slice(0, 7)}-01`;
/** The day before a date. */
export function dayBefore(date: string) {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/** The last day of a date's month. */
export const monthEnd = (date: string) => dayBefore(addMonths(monthStart(date), 1));

/**
 * The dates a period covers, inclusive, from `today` (the London date): this month, last month, this calendar
 * quarter and this calendar year run to today; a custom period is taken as given (checked by its schema).
 */
export function periodDates(kind: PeriodKind, today: string, from?: string, to?: string) {
  switch (kind) {
    case 'month':
      return { from: monthStart(today), to: today };
    case 'lastMonth': {
      const start = addMonths(monthStart(today), -1);
      return { from: start, to: monthEnd(start) };
    }
    case 'quarter': {
      const month = Number(today.slice(5, 7));
      const first = month - ((month - 1) % 3);
      return { from: `${today.slice(0, 4)}-${String(first).padStart(2, '0')}-01`, to: today };
    }
    case 'year':
      return { from: `${today.slice(0, 4)}-01-01`, to: today };
    case 'custom':
      return { from: from ?? today, to: to ?? today };
  }
}

/** Whether a custom period is too long: more than MAX_PERIOD_MONTHS from its first day to its last. */
export const tooLong = (from: string, to: string) => to >= addMonths(from, MAX_PERIOD_MONTHS);

/** The months ('YYYY-MM') a period touches, in order: the trend's buckets. */
export function monthsOf(from: string, to: string) {
  const months: string[] = [];
  for (let m = monthStart(from); m <= to; m = addMonths(m, 1)) months.push(m.slice(0, 7));
  return months;
}

/** The royalty statements list's sortable columns. */
export const STATEMENT_SORTS = ['month', 'companyName', 'totalPence'] as const;
