import { formatDate } from '@/lib/dashboard/labels';

type T = (key: 'when' | 'whenDay' | 'dateTbc', values?: Record<string, string>) => string;

/** "10 Dec 2026 at 09:00", the day alone when the time is still to be set, or that the office will set the date. Times are London wall-clock 'HH:MM'. */
export function whenOf(t: T, v: { scheduledDate: string | null; startTime: string | null }, locale: string) {
  if (!v.scheduledDate) return t('dateTbc');
  const date = formatDate(v.scheduledDate, locale);
  return v.startTime ? t('when', { date, time: v.startTime }) : t('whenDay', { date });
}
