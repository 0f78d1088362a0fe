// Counting leave days, shared by the leave screens and the API: calendar days from the first to the last day, both
// included, less half a day for a first or last day taken as a half day.
import type { HalfDay } from '@/lib/rota/clashes';

const DAY = 86_400_000;
const dayNumber = (iso: string) => Math.round(Date.parse(`${iso}T00:00:00Z`) / DAY);

export type LeaveDates = { startDate: string; endDate: string; startHalf?: HalfDay | null; endHalf?: HalfDay | null };

/** Half days allowed: one-day leave has one half (`startHalf`); longer leave may start at noon and end at noon. */
export function halfDayProblem(v: Partial<LeaveDates>): { path: 'startHalf' | 'endHalf'; message: string } | null {
  if (!v.startDate || !v.endDate || v.endDate < v.startDate) return null;
  if (v.startDate === v.endDate)
    return v.endHalf ? { path: 'endHalf', message: 'A one-day leave takes its half day on the first day' } : null;
  if (v.startHalf === 'am')
    return { path: 'startHalf', message: 'Leave over several days can start only in the afternoon' };
  if (v.endHalf === 'pm') return { path: 'endHalf', message: 'Leave over several days can end only in the morning' };
  return null;
}

/** Days of leave, halves counted as 0.5; clipped to [from, to] when given (a half day outside the window is not). */
export function leaveDays(leave: LeaveDates, from?: string, to?: string) {
  const first = dayNumber(leave.startDate);
  const last = dayNumber(leave.endDate);
  const start = Math.max(first, from ? dayNumber(from) : -Infinity);
  const end = Math.min(last, to ? dayNumber(to) : Infinity);
  if (end < start) return 0;
  let days = end - start + 1;
  if (leave.startHalf && start === first) days -= 0.5;
  if (leave.endHalf && end === last && last !== first) days -= 0.5;
  return days;
}

/** Approved days within one calendar year. */
export function daysTakenThisYear(rows: (LeaveDates & { status: string })[], year = new Date().getUTCFullYear()) {
  return rows
    .filter((l) => l.status === 'approved')
    .reduce((sum, l) => sum + leaveDays(l, `${year}-01-01`, `${year}-12-31`), 0);
}
