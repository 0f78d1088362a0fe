import { dateFormat } from '@/lib/intl-formats';

/** Dates on the English site are British (SPEC §9: en-GB); the other locales use their own conventions. */
export const intlLocale = (locale: string) => (locale === 'en' ? 'en-GB' : locale);

export function formatPostDate(date: Date, locale: string, month: 'long' | 'short' = 'long') {
  return dateFormat(intlLocale(locale), { day: 'numeric', month, year: 'numeric', timeZone: 'Europe/London' }).format(
    date,
  );
}
