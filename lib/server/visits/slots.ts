import 'server-only';
import { findSlots, pickTeam, SlotIndex, startTimes, type SlotData, type SlotRules } from '@/lib/bookings/slots';
import { minutesOf } from '@/lib/rota/clashes';
import { addDays, bookableWindow, loadSlotData, slotRules } from '@/lib/server/bookings/slots';
import type { Reader, VisitCompany, VisitRow } from './access';

// The online booking slot engine (lib/bookings/slots.ts, issue 28) applied to a Client's own visits: the same
// rota, leave, buffer, opening hours and horizon, with the visits being moved left out so they never count as busy
// against their own new time.

export const durationOf = (v: Pick<VisitRow, 'durationMinutes'>) => v.durationMinutes ?? 60;
/** A visit needs as many cleaners as its team has now (one when the office has not named it yet). */
export const teamSizeOf = (team: readonly string[]) => Math.max(1, team.length);

export const withoutJobs = (data: SlotData, ids: ReadonlySet<string>): SlotData =>
  ids.size ? { ...data, jobs: data.jobs.filter((j) => !j.id || !ids.has(j.id)) } : data;

/** The Monday of a date's week: a 409 answers the week of the time asked for, as the public booking's does. */
export const mondayOf = (date: string) => addDays(date, -((new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7));

/**
 * Free start times for a visit of `durationMinutes` and `teamSize` cleaners on `days` days from `from`, leaving out
 * the jobs in `exclude`. Days outside the bookable window (before tomorrow, beyond the horizon) have no times.
 */
export async function freeTimes(
  db: Reader,
  company: VisitCompany,
  from: string,
  days: number,
  durationMinutes: number,
  teamSize: number,
  exclude: ReadonlySet<string>,
  now: Date,
) {
  const { first, last } = bookableWindow(company.bookingHorizonDays, now);
  const dates = Array.from({ length: days }, (_, i) => addDays(from, i));
  const open = dates.filter((d) => d >= first && d <= last);
  if (!open.length) return { durationMinutes, teamSize, days: dates.map((date) => ({ date, times: [] as string[] })) };
  const data = withoutJobs(await loadSlotData(db, company.id, open[0]!, open[open.length - 1]!), exclude);
  const found = new Map(
    findSlots(data, slotRules(company, durationMinutes, teamSize), open).map((d) => [d.date, d.times]),
  );
  return { durationMinutes, teamSize, days: dates.map((date) => ({ date, times: found.get(date) ?? [] })) };
}
export type FreeTimes = Awaited<ReturnType<typeof freeTimes>>;

/**
 * The team for a visit at a new time, or null when the engine has no team free then. The visit's own team is kept
 * when all of it is free; otherwise the engine's pick of free cleaners of the same number takes over (the Client
 * chose from times the engine offered, which need a free team, not this team). A visit the office has not staffed
 * yet stays unstaffed ([]) but still needs a free cleaner at that time.
 */
export function teamAt(
  data: SlotData,
  rules: SlotRules,
  date: string,
  startTime: string,
  own: readonly string[],
): string[] | null {
  const start = minutesOf(startTime);
  if (!startTimes(rules).includes(start)) return null;
  const free = new SlotIndex(data, rules.bufferMinutes).freeCleaners(date, start, start + rules.durationMinutes);
  if (free.length < rules.teamSize) return null;
  if (!own.length) return [];
  if (own.every((id) => free.includes(id))) return [...own];
  return pickTeam(data, rules, date, startTime);
}
