// Rota clash rules shared by the planner, the shift form and the server, so all three flag the same shifts.
// Times are 'HH:MM' on one date; a leave's half days cover the morning (before 12:00) or the afternoon.
import { busyDays, type BusySpan } from '@/lib/availability/busy-days';

/** A shift longer than this is flagged: far longer than a working day. */
export const LONG_SHIFT_MINUTES = 12 * 60;
const NOON = 12 * 60;
const DAY_END = 24 * 60;

export type HalfDay = 'am' | 'pm';
export type ShiftTimes = { id?: string; cleanerId: string; date: string; startTime: string; endTime: string };
export type LeaveSpan = {
  id?: string;
  userId: string;
  startDate: string;
  endDate: string;
  startHalf?: HalfDay | null;
  endHalf?: HalfDay | null;
};

export type Clash =
  | { kind: 'overlap'; shiftId: string; startTime: string; endTime: string }
  | { kind: 'leave'; leaveId: string; startDate: string; endDate: string }
  | { kind: 'long'; minutes: number }
  /** Busy by the cleaner's own calendar (issue 37): flagged, the office decides. */
  | { kind: 'busy'; startTime: string; endTime: string };

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
export const shiftMinutes = (s: Pick<ShiftTimes, 'startTime' | 'endTime'>) =>
  minutesOf(s.endTime) - minutesOf(s.startTime);
export const isLongShift = (s: Pick<ShiftTimes, 'startTime' | 'endTime'>) => shiftMinutes(s) > LONG_SHIFT_MINUTES;

/** Two shifts of one cleaner on one day overlap when each starts before the other ends (touching is fine). */
export const shiftsOverlap = (a: ShiftTimes, b: ShiftTimes) =>
  a.cleanerId === b.cleanerId && a.date === b.date && a.startTime < b.endTime && b.startTime < a.endTime;

/**
 * The minutes of `date` that a leave covers, [from, to), or null when it does not cover that day. A one-day leave's
 * half is `startHalf`; on longer leave the first day may be an afternoon ('pm') and the last a morning ('am').
 */
export function leaveCover(leave: LeaveSpan, date: string): [number, number] | null {
  if (date < leave.startDate || date > leave.endDate) return null;
  let from = 0;
  let to = DAY_END;
  const half = (h: HalfDay | null | undefined) =>
    h === 'am' ? [0, NOON] : h === 'pm' ? [NOON, DAY_END] : [0, DAY_END];
  if (date === leave.startDate && leave.startHalf) [from, to] = half(leave.startHalf) as [number, number];
  if (date === leave.endDate && leave.endHalf && leave.endDate !== leave.startDate)
    [from, to] = half(leave.endHalf) as [number, number];
  return [from, to];
}

/** A shift during leave: the leave covers part of the shift's time that day. */
export function shiftDuringLeave(shift: ShiftTimes, leave: LeaveSpan) {
  if (shift.cleanerId !== leave.userId) return false;
  const cover = leaveCover(leave, shift.date);
  if (!cover) return false;
  return minutesOf(shift.startTime) < cover[1] && cover[0] < minutesOf(shift.endTime);
}

/**
 * What is wrong with `shift` among the cleaner's other shifts and approved leave: overlaps (the server refuses these),
 * leave and a long shift (flagged, the office decides). The shift itself (same id) is ignored.
 */
export function findClashes(
  shift: ShiftTimes,
  others: readonly (ShiftTimes & { id: string })[],
  leaves: readonly (LeaveSpan & { id: string })[],
  busy: readonly BusySpan[] = [],
): Clash[] {
  const clashes: Clash[] = [];
  for (const other of others) {
    if (other.id !== shift.id && shiftsOverlap(shift, other))
      clashes.push({ kind: 'overlap', shiftId: other.id, startTime: other.startTime, endTime: other.endTime });
  }
  for (const leave of leaves) {
    if (shiftDuringLeave(shift, leave))
      clashes.push({ kind: 'leave', leaveId: leave.id, startDate: leave.startDate, endDate: leave.endDate });
  }
  const [start, end] = [minutesOf(shift.startTime), minutesOf(shift.endTime)];
  for (const b of busy) {
    if (b.userId !== shift.cleanerId) continue;
    for (const d of busyDays(b)) {
      if (d.date === shift.date && d.from < end && start < d.to)
        clashes.push({ kind: 'busy', startTime: hhmm(d.from), endTime: hhmm(d.to) });
    }
  }
  if (isLongShift(shift)) clashes.push({ kind: 'long', minutes: shiftMinutes(shift) });
  return clashes;
}
