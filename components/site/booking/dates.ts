import { dateFormat } from '@/lib/intl-formats';

const intlLocale = (locale: string) => (locale === 'en' ? 'en-GB' : locale);
// A calendar date (YYYY-MM-DD) at noon UTC, formatted in UTC: the same day whatever the visitor's own time zone.
const noon = (date: string) => new Date(`${date}T12:00:00Z`);

/** "Mon 7 Dec" in the page's language. */
export function shortDay(date: string, locale: string) {
  return dateFormat(intlLocale(locale), { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    noon(date),
  );
}

/** "Monday 7 December 2026" in the page's language. */
export function longDay(date: string, locale: string) {
  return dateFormat(intlLocale(locale), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(noon(date));
}
