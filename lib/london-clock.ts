/*
 * London wall-clock time without Intl. The first Intl formatter a page builds loads the browser's locale and time
 * zone data, which measured ~25 ms of main thread per formatter kind on a mid-range machine (×4 on a phone) while a
 * back-office screen hydrates. English screens format dates, times and money on every row, so their common formats
 * are written out here; other languages, and anything unusual, still go through Intl.
 *
 * The UK rule since 1996: British Summer Time (UTC+1) runs from 01:00 UTC on the last Sunday of March to 01:00 UTC on
 * the last Sunday of October.
 */
const lastSunday = (year: number, month: number) => {
  const last = new Date(Date.UTC(year, month + 1, 0));
  return last.getUTCDate() - last.getUTCDay();
};

export function londonParts(date: Date) {
  const y = date.getUTCFullYear();
  const t = date.getTime();
  const summer = t >= Date.UTC(y, 2, lastSunday(y, 2), 1) && t < Date.UTC(y, 9, lastSunday(y, 9), 1);
  const local = new Date(t + (summer ? 3_600_000 : 0));
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth(),
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    second: local.getUTCSeconds(),
  };
}

/** en-GB's short month names, as Intl writes them ("Sept", not "Sep"). */
export const EN_GB_MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sept',
  'Oct',
  'Nov',
  'Dec',
] as const;

const pad = (n: number) => String(n).padStart(2, '0');

/** "5 Sept 2026" or "5 Sept 2026, 11:00" in London time: what en-GB's Intl gives for day, short month and year. */
export function enGbDate(date: Date, withTime = false) {
  const p = londonParts(date);
  const day = `${p.day} ${EN_GB_MONTHS[p.month]} ${p.year}`;
  return withTime ? `${day}, ${pad(p.hour)}:${pad(p.minute)}` : day;
}

/** "09:05" (or "09:05:30") in London time: en-GB's 2-digit hour and minute. */
export function enGbTime(date: Date, seconds = false) {
  const p = londonParts(date);
  return `${pad(p.hour)}:${pad(p.minute)}${seconds ? `:${pad(p.second)}` : ''}`;
}

/** Whole pence as pounds with two decimals and thousands commas ("1,234.50"), as en-GB's Intl writes them. */
export function enGbPounds(pence: number) {
  const whole = Math.floor(pence / 100);
  return `${String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${pad(pence % 100)}`;
}
