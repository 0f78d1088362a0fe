import { formatMoney } from '@/lib/dashboard/labels';
import { MONEY_FIGURES, type Figure } from '@/lib/network/rules';

/** A figure as the screens show it: money in pounds, the rating to one decimal ('–' when none), hours to one. */
export function formatFigure(figure: Figure, value: number | null | undefined) {
  if (value == null) return '–';
  if (MONEY_FIGURES.includes(figure)) return formatMoney(value);
  if (figure === 'ratingAverage') return value.toFixed(1);
  if (figure === 'hoursWorked') return value.toFixed(1);
  return String(value);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'YYYY-MM' as a short label in the UI's language ('Jan 25' in English). */
export function monthLabel(month: string, locale: string) {
  const [y, m] = month.split('-').map(Number) as [number, number];
  if (locale === 'en') return `${MONTHS[m - 1]} ${String(y).slice(2)}`;
  return new Intl.DateTimeFormat(locale, { month: 'short', year: '2-digit', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, 15)),
  );
}
