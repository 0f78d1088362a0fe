import 'server-only';
import { FIGURES, MONEY_FIGURES, type Figure } from '@/lib/network/rules';
import type { Figures, NetworkOverview } from '@/lib/server/network/overview';

/** One CSV field: quoted when needed; a leading = + - @ is neutralised so a spreadsheet never runs it as a formula. */
export function csvField(value: string | number | null) {
  let text = value == null ? '' : String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A UTF-8 CSV download (with a byte-order mark, so Excel reads £ and accents). */
export function csvResponse(rows: (string | number | null)[][], fileName: string) {
  const body = `\uFEFF${rows.map((r) => r.map(csvField).join(',')).join('\r\n')}\r\n`;
  return new Response(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'private, no-store',
    },
  });
}

/** Pounds with two decimals for money, the figure as it is otherwise. */
const cell = (figure: Figure, value: number | null) =>
  value == null ? '' : MONEY_FIGURES.includes(figure) ? (value / 100).toFixed(2) : value;

const HEADERS: Record<Figure, string> = {
  invoicedPence: 'Revenue invoiced (£)',
  paidPence: 'Revenue paid (£)',
  jobsCompleted: 'Jobs completed',
  onlineBookings: 'Online bookings',
  enquiries: 'Enquiries',
  enquiriesConverted: 'Enquiries converted to jobs',
  ratingAverage: 'Average rating',
  lowRatings: 'Low ratings',
  overdueCount: 'Overdue invoices',
  overduePence: 'Overdue total (£)',
  hoursWorked: 'Hours worked',
};

/**
 * The overview as a spreadsheet: one row per office and the network's total for the period, then the same per month
 * (the trend), so a director can chart it themselves. Headers are in English, as the accounts are kept.
 */
export function overviewCsv(o: NetworkOverview) {
  const row = (label: string, month: string, f: Figures) => [label, month, ...FIGURES.map((k) => cell(k, f[k]))];
  const period = `${o.period.from} to ${o.period.to}`;
  const rows = [
    ['Office', 'Period', ...FIGURES.map((k) => HEADERS[k])],
    ...o.offices.map((office) => row(office.name, period, office.figures)),
    row('Whole network', period, o.network.figures),
    ...o.offices.flatMap((office) => o.months.map((m, i) => row(office.name, m, office.trend[i]!))),
    ...o.months.map((m, i) => row('Whole network', m, o.network.trend[i]!)),
  ];
  return csvResponse(rows, `network-${o.period.from}-to-${o.period.to}.csv`);
}
