import 'server-only';
import { and, asc, eq, gt, gte, inArray, isNull, lt, lte, or } from 'drizzle-orm';
import { SLOT_HOLDING_STATUSES, SLOT_STEP_MINUTES } from '@/lib/bookings/rules';
import { findSlots, pickTeam, type SlotData, type SlotJob, type SlotRules } from '@/lib/bookings/slots';
import { londonParts } from '@/lib/london-clock';
import type { Db } from '@/lib/server/db/client';
import { availabilityBusy, jobs, jobTeam, leaves, rotaShifts, users } from '@/lib/server/db/schema';

// The slot engine's loader (issue 28): one company's cleaners, rota, approved leave, busy jobs and the busy periods of
// the cleaners' own calendars (issue 37) for a date range, in five queries run together, then lib/bookings/slots.ts
// computes in memory.

type Reader = Pick<Db, 'select'>;

const DAY = 86_400_000;
export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

/** Today's date in London. */
export function londonToday(now = new Date()) {
  const p = londonParts(now);
  return `${p.year}-${String(p.month + 1).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/**
 * The dates a visitor may book: from tomorrow (London) to today + the company's horizon, both included. Same-day
 * bookings are not taken online: the office needs the evening before to brief the team.
 */
export function bookableWindow(horizonDays: number, now = new Date()) {
  const today = londonToday(now);
  return { first: addDays(today, 1), last: addDays(today, horizonDays) };
}

/**
 * Everything the engine needs for [from, to]. Jobs count when they are office jobs or online ones that hold their slot
 * (held, confirmed); a requested or declined booking does not, nor a visit its Client cancelled (issue 29). A job's people are its team, or its assignee when it
 * has no team rows (jobs written before teams existed).
 */
export async function loadSlotData(db: Reader, companyId: string, from: string, to: string): Promise<SlotData> {
  // A day either side of the range in UTC covers every London day in it, whatever the clock says.
  const after = new Date(Date.parse(`${from}T00:00:00Z`) - DAY);
  const before = new Date(Date.parse(`${to}T00:00:00Z`) + 2 * DAY);
  const [cleaners, shifts, away, jobRows, busy] = await Promise.all([
    db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.companyId, companyId), eq(users.role, 'Cleaner'), eq(users.status, 'active')))
      .orderBy(asc(users.id)),
    db
      .select({
        cleanerId: rotaShifts.cleanerId,
        date: rotaShifts.date,
        startTime: rotaShifts.startTime,
        endTime: rotaShifts.endTime,
      })
      .from(rotaShifts)
      .where(and(eq(rotaShifts.companyId, companyId), gte(rotaShifts.date, from), lte(rotaShifts.date, to)))
      .orderBy(asc(rotaShifts.cleanerId)),
    db
      .select({
        userId: leaves.userId,
        startDate: leaves.startDate,
        endDate: leaves.endDate,
        startHalf: leaves.startHalf,
        endHalf: leaves.endHalf,
      })
      .from(leaves)
      .where(
        and(
          eq(leaves.companyId, companyId),
          eq(leaves.status, 'approved'),
          lte(leaves.startDate, to),
          gte(leaves.endDate, from),
        ),
      ),
    db
      .select({
        id: jobs.id,
        date: jobs.scheduledDate,
        startTime: jobs.startTime,
        durationMinutes: jobs.durationMinutes,
        assigneeId: jobs.assigneeId,
        member: jobTeam.userId,
      })
      .from(jobs)
      .leftJoin(jobTeam, eq(jobTeam.jobId, jobs.id))
      .where(
        and(
          eq(jobs.companyId, companyId),
          gte(jobs.scheduledDate, from),
          lte(jobs.scheduledDate, to),
          isNull(jobs.cancelledAt),
          or(isNull(jobs.bookingStatus), inArray(jobs.bookingStatus, [...SLOT_HOLDING_STATUSES])),
        ),
      ),
    db
      .select({ userId: availabilityBusy.userId, startsAt: availabilityBusy.startsAt, endsAt: availabilityBusy.endsAt })
      .from(availabilityBusy)
      .where(
        and(
          eq(availabilityBusy.companyId, companyId),
          lt(availabilityBusy.startsAt, before),
          gt(availabilityBusy.endsAt, after),
        ),
      ),
  ]);
  const byJob = new Map<string, SlotJob & { memberIds: string[] }>();
  for (const r of jobRows) {
    let job = byJob.get(r.id);
    if (!job)
      byJob.set(
        r.id,
        (job = { id: r.id, date: r.date!, startTime: r.startTime, durationMinutes: r.durationMinutes, memberIds: [] }),
      );
    if (r.member) job.memberIds.push(r.member);
    else if (r.assigneeId && !job.memberIds.includes(r.assigneeId)) job.memberIds.push(r.assigneeId);
  }
  return { cleanerIds: cleaners.map((c) => c.id), shifts, leaves: away, jobs: [...byJob.values()], busy };
}

export type SlotCompany = {
  id: string;
  bookingOpens: string;
  bookingCloses: string;
  travelBufferMinutes: number;
  bookingHorizonDays: number;
};

export const slotRules = (company: SlotCompany, durationMinutes: number, teamSize: number): SlotRules => ({
  opens: company.bookingOpens,
  closes: company.bookingCloses,
  durationMinutes,
  teamSize,
  bufferMinutes: company.travelBufferMinutes,
  stepMinutes: SLOT_STEP_MINUTES,
});

/**
 * The free start times of `days` days from `from`. Every requested day is answered, in order; days outside the
 * bookable window (before tomorrow, after the horizon) have no times.
 */
export async function searchSlots(
  db: Reader,
  company: SlotCompany,
  from: string,
  days: number,
  durationMinutes: number,
  teamSize: number,
  now = new Date(),
) {
  const { first, last } = bookableWindow(company.bookingHorizonDays, now);
  const dates = Array.from({ length: days }, (_, i) => addDays(from, i));
  const open = dates.filter((d) => d >= first && d <= last);
  if (!open.length) return dates.map((date) => ({ date, times: [] as string[] }));
  const data = await loadSlotData(db, company.id, open[0]!, open[open.length - 1]!);
  const found = new Map(
    findSlots(data, slotRules(company, durationMinutes, teamSize), open).map((d) => [d.date, d.times]),
  );
  return dates.map((date) => ({ date, times: found.get(date) ?? [] }));
}

/**
 * The team for a visit at `date` `startTime`, or null when too few cleaners are free then. Used by the booking (inside
 * its transaction) and by the office confirming or moving an online booking; `excludeJobId` leaves that job's own
 * time out (moving a booking must not clash with itself).
 */
export async function findFreeTeam(
  db: Reader,
  company: SlotCompany,
  date: string,
  startTime: string,
  durationMinutes: number,
  teamSize: number,
  excludeJobId?: string,
) {
  const data = await loadSlotData(db, company.id, date, date);
  const others = excludeJobId ? { ...data, jobs: data.jobs.filter((j) => j.id !== excludeJobId) } : data;
  return pickTeam(others, slotRules(company, durationMinutes, teamSize), date, startTime);
}
