import 'server-only';
import { and, asc, eq, gte, inArray, lte, ne } from 'drizzle-orm';
import { isSignedOff } from '@/lib/jobs/rules';
import type { TickChecklistItemInput } from '@/lib/jobs/schemas';
import type { Actor } from '@/lib/server/auth/actor';
import type { Db } from '@/lib/server/db/client';
import { jobChecklistItems, jobs, jobTeam, leaves, rotaShifts, users } from '@/lib/server/db/schema';
import { conflict, forbidden, notFound } from '@/lib/server/http/errors';
import { assertCompanyAdmin } from '@/lib/server/auth/access';
import { busyCleanersAt } from '@/lib/server/availability/busy';
import { toChecklistItem } from './team';
import { endOfVisit } from './job-view';
import { findVisibleJob } from './queries';

/**
 * Ticks or unticks one checklist item: the job's team and the company's admins may; its Client only reads the
 * checklist (403). A signed-off job's checklist is final (409).
 */
export async function tickChecklistItem(db: Db, actor: Actor, itemId: string, input: TickChecklistItemInput) {
  const [item] = await db.select().from(jobChecklistItems).where(eq(jobChecklistItems.id, itemId)).limit(1);
  if (!item) throw notFound('Checklist item not found');
  const job = await findVisibleJob(db, actor, item.jobId);
  if (actor.role === 'Client') throw forbidden('Only the team or the office can tick off the checklist');
  if (actor.role !== 'Cleaner') assertCompanyAdmin(actor, job.job.companyId);
  if (isSignedOff(job.job.stage)) throw conflict('This job has been signed off; its checklist can no longer change');
  const [updated] = await db
    .update(jobChecklistItems)
    .set(
      input.done
        ? { done: true, doneById: actor.id, doneAt: new Date() }
        : { done: false, doneById: null, doneAt: null },
    )
    .where(eq(jobChecklistItems.id, itemId))
    .returning();
  return toChecklistItem(updated!, input.done ? actor.name : null);
}

/** Whether [aStart, aEnd) and [bStart, bEnd) overlap; times are 'HH:MM' (which compare as strings). */
const overlaps = (aStart: string, aEnd: string, bStart: string, bEnd: string) => aStart < bEnd && bStart < aEnd;

/**
 * The company's active Cleaners free for the job's visit and not on its team yet: no rota shift overlapping the
 * visit's time (a shift for this very job does not count), no approved leave covering its day, and not on another
 * job of that day whose time overlaps (a job without a start time counts as the whole day), and not busy then by their
 * own calendars (issue 37). Admins only.
 * A job without a date and start time has no candidates: `scheduled` is false.
 */
export async function listCandidates(db: Db, actor: Actor, jobId: string) {
  const current = await findVisibleJob(db, actor, jobId);
  assertCompanyAdmin(actor, current.job.companyId);
  const { scheduledDate: date, startTime: start, durationMinutes, companyId } = current.job;
  if (!date || !start) return { scheduled: false, date, startTime: start, endTime: null, data: [], totalRecords: 0 };
  const end = endOfVisit(start, durationMinutes)!;
  const [cleaners, shifts, away, sameDay, calendarBusy] = await Promise.all([
    db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        phoneNumber: users.phoneNumber,
      })
      .from(users)
      .where(and(eq(users.companyId, companyId), eq(users.role, 'Cleaner'), eq(users.status, 'active')))
      .orderBy(asc(users.firstName), asc(users.lastName)),
    db
      .select({
        cleanerId: rotaShifts.cleanerId,
        startTime: rotaShifts.startTime,
        endTime: rotaShifts.endTime,
        jobId: rotaShifts.jobId,
      })
      .from(rotaShifts)
      .where(and(eq(rotaShifts.companyId, companyId), eq(rotaShifts.date, date))),
    db
      .select({ userId: leaves.userId })
      .from(leaves)
      .where(
        and(
          eq(leaves.companyId, companyId),
          eq(leaves.status, 'approved'),
          lte(leaves.startDate, date),
          gte(leaves.endDate, date),
        ),
      ),
    db
      .select({
        id: jobs.id,
        assigneeId: jobs.assigneeId,
        startTime: jobs.startTime,
        durationMinutes: jobs.durationMinutes,
      })
      .from(jobs)
      .where(and(eq(jobs.companyId, companyId), eq(jobs.scheduledDate, date), ne(jobs.id, jobId))),
    busyCleanersAt(db, companyId, date, start, end),
  ]);
  const busy = new Set<string>([...current.teamIds, ...away.map((l) => l.userId), ...calendarBusy]);
  for (const s of shifts) if (s.jobId !== jobId && overlaps(start, end, s.startTime, s.endTime)) busy.add(s.cleanerId);
  const clashing = sameDay.filter(
    (j) => !j.startTime || overlaps(start, end, j.startTime, endOfVisit(j.startTime, j.durationMinutes)!),
  );
  if (clashing.length) {
    const members = await db
      .select({ userId: jobTeam.userId })
      .from(jobTeam)
      .where(
        inArray(
          jobTeam.jobId,
          clashing.map((j) => j.id),
        ),
      );
    for (const m of members) busy.add(m.userId);
    for (const j of clashing) if (j.assigneeId) busy.add(j.assigneeId);
  }
  const data = cleaners
    .filter((c) => !busy.has(c.id))
    .map((c) => ({
      id: c.id,
      name: `${c.firstName} ${c.lastName}`.trim(),
      email: c.email,
      phoneNumber: c.phoneNumber,
    }));
  return { scheduled: true, date, startTime: start, endTime: end, data, totalRecords: data.length };
}
