// The online booking slot engine (issue 28), pure: given one company's cleaners, rota shifts, approved leave and jobs
// for some days, which start times have a team free for the whole visit. The loader (lib/server/bookings/
// slots.ts) reads those rows in a few queries; everything here is in memory.
//
// Times are London wall-clock minutes of the day, as the rota and jobs store them ('HH:MM' on a date), so the clock
// change needs no arithmetic here: a visit from 09:00 to 11:00 on the last Sunday of March is 09:00 to 11:00 on the
// cleaner's watch. (Only "today" depends on the instant; the service works it out in London time.)
//
// A cleaner is free for a visit [start, end) on a date when:
// - one of their rota shifts that day (touching shifts merged) covers all of [start, end);
// - no approved leave covers any of it (half days: the morning is before 12:00, as lib/rota/clashes.ts says);
// - no job they are on that day overlaps [start - buffer, end + buffer) (a job without a start time takes the day;
//   one without a duration lasts an hour, as the job list shows it);
// - no busy period of their own calendars (issue 37) overlaps it with the same buffer: they must travel from the
//   dentist's too.
// A start time is offered when at least `teamSize` cleaners are free, it lies on the step grid, and the visit starts
// at or after `opens` and ends by `closes`.
import { busyDays, type BusySpan } from '@/lib/availability/busy-days';
import { leaveCover, minutesOf, type LeaveSpan } from '@/lib/rota/clashes';

export type Interval = [number, number];
export type SlotShift = { cleanerId: string; date: string; startTime: string; endTime: string };
export type SlotJob = {
  id?: string;
  date: string;
  startTime: string | null;
  durationMinutes: number | null;
  memberIds: readonly string[];
};
export type SlotData = {
  cleanerIds: readonly string[];
  shifts: readonly SlotShift[];
  leaves: readonly LeaveSpan[];
  jobs: readonly SlotJob[];
  /** Busy periods read from the cleaners' own calendars. */
  busy?: readonly BusySpan[];
};
export type SlotRules = {
  opens: string;
  closes: string;
  durationMinutes: number;
  teamSize: number;
  bufferMinutes: number;
  stepMinutes: number;
};

const DAY_END = 24 * 60;
export const toTime = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Sorted, merged intervals (touching ones join: two back-to-back shifts cover a visit across the change-over). */
function merge(intervals: Interval[]): Interval[] {
  intervals.sort((a, b) => a[0] - b[0]);
  const out: Interval[] = [];
  for (const [s, e] of intervals) {
    const last = out[out.length - 1];
    if (last && s <= last[1]) last[1] = Math.max(last[1], e);
    else out.push([s, e]);
  }
  return out;
}

type CleanerDay = { on: Interval[]; off: Interval[] };

/**
 * One date's availability per cleaner: shifts (merged) and blocked time (leave, jobs ± buffer, merged). Built once
 * per date and reused for every start time.
 */
export class SlotIndex {
  private readonly days = new Map<string, Map<string, CleanerDay>>();
  private readonly cleaners: ReadonlySet<string>;

  constructor(
    data: SlotData,
    private readonly bufferMinutes: number,
  ) {
    this.cleaners = new Set(data.cleanerIds);
    for (const s of data.shifts) {
      if (this.cleaners.has(s.cleanerId))
        this.day(s.date, s.cleanerId).on.push([minutesOf(s.startTime), minutesOf(s.endTime)]);
    }
    for (const j of data.jobs) {
      const span: Interval = j.startTime
        ? [
            minutesOf(j.startTime) - bufferMinutes,
            Math.min(minutesOf(j.startTime) + (j.durationMinutes ?? 60), DAY_END) + bufferMinutes,
          ]
        : [-Infinity, Infinity];
      for (const id of j.memberIds) if (this.cleaners.has(id)) this.day(j.date, id).off.push([...span]);
    }
    for (const b of data.busy ?? []) {
      if (!this.cleaners.has(b.userId)) continue;
      for (const d of busyDays(b)) this.day(d.date, b.userId).off.push([d.from - bufferMinutes, d.to + bufferMinutes]);
    }
    this.leaves = data.leaves.filter((l) => this.cleaners.has(l.userId));
    for (const byCleaner of this.days.values()) {
      for (const d of byCleaner.values()) {
        d.on = merge(d.on);
        d.off = merge(d.off);
      }
    }
  }

  private readonly leaves: readonly LeaveSpan[];
  private readonly leaveDone = new Set<string>();

  private day(date: string, cleanerId: string): CleanerDay {
    let byCleaner = this.days.get(date);
    if (!byCleaner) this.days.set(date, (byCleaner = new Map()));
    let d = byCleaner.get(cleanerId);
    if (!d) byCleaner.set(cleanerId, (d = { on: [], off: [] }));
    return d;
  }

  /** Leave is expanded per date on first use: a long leave only costs the dates searched. */
  private dateIndex(date: string) {
    if (!this.leaveDone.has(date)) {
      this.leaveDone.add(date);
      const byCleaner = this.days.get(date);
      if (byCleaner) {
        for (const l of this.leaves) {
          const cover = leaveCover(l, date);
          const d = cover && byCleaner.get(l.userId);
          if (d) d.off = merge([...d.off, cover!]);
        }
      }
    }
    return this.days.get(date);
  }

  /** The cleaners free for [start, end) on `date`, in the order of their first shift or job in the data. */
  freeCleaners(date: string, start: number, end: number): string[] {
    const byCleaner = this.dateIndex(date);
    if (!byCleaner) return [];
    const free: string[] = [];
    for (const [id, d] of byCleaner) {
      if (!d.on.some(([s, e]) => s <= start && end <= e)) continue;
      if (d.off.some(([s, e]) => s < end && start < e)) continue;
      free.push(id);
    }
    return free;
  }
}

/** The grid of start times in [opens, closes - duration], in minutes. */
export function startTimes(rules: SlotRules): number[] {
  const opens = minutesOf(rules.opens);
  const last = minutesOf(rules.closes) - rules.durationMinutes;
  const first = Math.ceil(opens / rules.stepMinutes) * rules.stepMinutes;
  const out: number[] = [];
  for (let t = first; t <= last; t += rules.stepMinutes) out.push(t);
  return out;
}

/** The offered start times ('HH:MM') of each date, dates in the order given (an empty list when none is free). */
export function findSlots(data: SlotData, rules: SlotRules, dates: readonly string[]) {
  const index = new SlotIndex(data, rules.bufferMinutes);
  const grid = startTimes(rules);
  return dates.map((date) => ({
    date,
    times: grid
      .filter((t) => index.freeCleaners(date, t, t + rules.durationMinutes).length >= rules.teamSize)
      .map(toTime),
  }));
}

/**
 * The team for a booking at `date` `startTime`, or null when too few cleaners are free. The team is the free cleaners
 * with the least booked time that day (ties by that order), so online work spreads across the rota.
 */
export function pickTeam(data: SlotData, rules: SlotRules, date: string, startTime: string): string[] | null {
  const start = minutesOf(startTime);
  const end = start + rules.durationMinutes;
  if (!startTimes(rules).includes(start)) return null;
  const free = new SlotIndex(data, rules.bufferMinutes).freeCleaners(date, start, end);
  if (free.length < rules.teamSize) return null;
  const booked = new Map<string, number>();
  for (const j of data.jobs) {
    if (j.date !== date) continue;
    for (const id of j.memberIds) booked.set(id, (booked.get(id) ?? 0) + (j.durationMinutes ?? 60));
  }
  return free
    .map((id, order) => ({ id, order, load: booked.get(id) ?? 0 }))
    .sort((a, b) => a.load - b.load || a.order - b.order)
    .slice(0, rules.teamSize)
    .map((c) => c.id);
}
