import 'server-only';
import { and, eq, gte, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { BRAND } from '@/lib/brand';
import { env } from '@/lib/env';
import { SLOT_HOLDING_STATUSES } from '@/lib/bookings/rules';
import { BUSY_WEEKS_SHOWN } from '@/lib/availability/rules';
import { busyDays, type BusySpan } from '@/lib/availability/busy-days';
import { JOB_STAGE } from '@/lib/jobs/rules';
import { minutesOf } from '@/lib/rota/clashes';
import { isSuperAdmin } from '@/lib/roles';
import { assertCompanyAdmin } from '@/lib/server/auth/access';
import type { Actor } from '@/lib/server/auth/actor';
import { addDays, londonToday } from '@/lib/server/bookings/slots';
import type { Db } from '@/lib/server/db/client';
import {
  availabilityBusy,
  availabilityCalendars,
  availabilityConflictNotices,
  jobs,
  jobTeam,
  rotaShifts,
  users,
} from '@/lib/server/db/schema';
import { forbidden } from '@/lib/server/http/errors';
import { enqueueMail } from '@/lib/server/mail';
import { adminAddresses } from './notices';

// A busy period overlapping work already given to that cleaner: a booked visit on their team, or a rota shift.
// Computed when read, so a conflict shows from the read that brought the busy time and clears the moment the job,
// the shift or the calendar event moves. Only the e-mails are remembered (availability_conflict_notices).

const endOf = (start: string, minutes: number | null) => Math.min(minutesOf(start) + (minutes ?? 60), 24 * 60);
const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

export type Conflict = {
  key: string;
  kind: 'job' | 'shift';
  cleanerId: string;
  cleanerName: string;
  jobId: string | null;
  jobTitle: string | null;
  shiftId: string | null;
  date: string;
  /** The work's time that day. */
  startTime: string;
  endTime: string;
  /** The part of it the calendar shows busy. */
  busyFrom: string;
  busyTo: string;
};

type Work = {
  kind: 'job' | 'shift';
  id: string;
  jobId: string | null;
  userId: string;
  date: string;
  start: number;
  end: number;
};

/** The conflicts of one company from today (London) for `days` days, soonest first. */
export async function companyConflicts(db: Db, companyId: string, days = BUSY_WEEKS_SHOWN * 7): Promise<Conflict[]> {
  const from = londonToday();
  const to = addDays(from, days);
  const busy: BusySpan[] = await db
    .select({ userId: availabilityBusy.userId, startsAt: availabilityBusy.startsAt, endsAt: availabilityBusy.endsAt })
    .from(availabilityBusy)
    .where(
      and(
        eq(availabilityBusy.companyId, companyId),
        lt(availabilityBusy.startsAt, new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000)),
        sql`${availabilityBusy.endsAt} > now()`,
      ),
    );
  if (!busy.length) return [];
  const userIds = [...new Set(busy.map((b) => b.userId))];
  const [jobRows, shiftRows, people] = await Promise.all([
    db
      .select({
        id: jobs.id,
        title: jobs.title,
        date: jobs.scheduledDate,
        startTime: jobs.startTime,
        durationMinutes: jobs.durationMinutes,
        member: jobTeam.userId,
        assigneeId: jobs.assigneeId,
      })
      .from(jobs)
      .leftJoin(jobTeam, eq(jobTeam.jobId, jobs.id))
      .where(
        and(
          eq(jobs.companyId, companyId),
          gte(jobs.scheduledDate, from),
          lte(jobs.scheduledDate, to),
          lt(jobs.stage, JOB_STAGE.completed),
          isNull(jobs.cancelledAt),
          or(isNull(jobs.bookingStatus), inArray(jobs.bookingStatus, [...SLOT_HOLDING_STATUSES])),
          or(inArray(jobTeam.userId, userIds), inArray(jobs.assigneeId, userIds)),
        ),
      ),
    db
      .select({
        id: rotaShifts.id,
        jobId: rotaShifts.jobId,
        userId: rotaShifts.cleanerId,
        date: rotaShifts.date,
        startTime: rotaShifts.startTime,
        endTime: rotaShifts.endTime,
      })
      .from(rotaShifts)
      .where(
        and(
          eq(rotaShifts.companyId, companyId),
          inArray(rotaShifts.cleanerId, userIds),
          gte(rotaShifts.date, from),
          lte(rotaShifts.date, to),
        ),
      ),
    db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(inArray(users.id, userIds)),
  ]);
  const titles = new Map(jobRows.map((j) => [j.id, j.title]));
  const work: Work[] = [];
  for (const j of jobRows) {
    const userId = j.member ?? j.assigneeId;
    if (!j.startTime || !j.date || !userId || !userIds.includes(userId)) continue;
    const start = minutesOf(j.startTime);
    work.push({
      kind: 'job',
      id: j.id,
      jobId: j.id,
      userId,
      date: j.date,
      start,
      end: endOf(j.startTime, j.durationMinutes),
    });
  }
  const onJob = new Set(work.map((w) => `${w.userId}:${w.jobId}`));
  for (const s of shiftRows) {
    // A shift for a visit already checked says the same thing twice.
    if (s.jobId && onJob.has(`${s.userId}:${s.jobId}`)) continue;
    work.push({
      kind: 'shift',
      id: s.id,
      jobId: s.jobId,
      userId: s.userId,
      date: s.date,
      start: minutesOf(s.startTime),
      end: minutesOf(s.endTime),
    });
  }
  const names = new Map(people.map((p) => [p.id, `${p.firstName} ${p.lastName}`.trim()]));
  const out = new Map<string, Conflict>();
  for (const b of busy) {
    for (const d of busyDays(b)) {
      for (const w of work) {
        if (w.userId !== b.userId || w.date !== d.date || !(d.from < w.end && w.start < d.to)) continue;
        const busyFrom = hhmm(Math.max(d.from, w.start));
        const busyTo = hhmm(Math.min(d.to, w.end));
        // Either side moving makes a new key: the old conflict is gone, a new one is told afresh.
        const key = `${w.kind}:${w.id}:${w.userId}:${w.date}T${hhmm(w.start)}-${hhmm(w.end)}:${b.startsAt.toISOString()}-${b.endsAt.toISOString()}`;
        out.set(key, {
          key,
          kind: w.kind,
          cleanerId: w.userId,
          cleanerName: names.get(w.userId) ?? '',
          jobId: w.jobId,
          jobTitle: w.jobId ? (titles.get(w.jobId) ?? null) : null,
          shiftId: w.kind === 'shift' ? w.id : null,
          date: w.date,
          startTime: hhmm(w.start),
          endTime: hhmm(w.end),
          busyFrom,
          busyTo,
        });
      }
    }
  }
  return [...out.values()].sort((a, b) => `${a.date}${a.startTime}`.localeCompare(`${b.date}${b.startTime}`));
}

/** The office's view: its company's conflicts (a Super Administrator names the company, else sees none). */
export async function listConflicts(db: Db, actor: Actor, input: { companyId?: string }) {
  const companyId = isSuperAdmin(actor.role) ? (input.companyId ?? actor.companyId) : actor.companyId;
  if (!companyId) {
    if (isSuperAdmin(actor.role)) return { data: [] as Conflict[] };
    throw forbidden();
  }
  assertCompanyAdmin(actor, companyId);
  return { data: await companyConflicts(db, companyId) };
}

/**
 * Mails the company's Administrators once per conflict: the notice row is inserted in the mail's transaction and a
 * second read (or a second server) finds it there. Returns how many conflicts were told.
 */
export async function queueConflictNotices(db: Db) {
  const companies = await db.selectDistinct({ id: availabilityCalendars.companyId }).from(availabilityCalendars);
  let told = 0;
  for (const { id: companyId } of companies) {
    const conflicts = await companyConflicts(db, companyId);
    if (!conflicts.length) continue;
    const known = new Set(
      (
        await db
          .select({ key: availabilityConflictNotices.key })
          .from(availabilityConflictNotices)
          .where(
            inArray(
              availabilityConflictNotices.key,
              conflicts.map((c) => c.key),
            ),
          )
      ).map((k) => k.key),
    );
    const fresh = conflicts.filter((c) => !known.has(c.key));
    if (!fresh.length) continue;
    const to = await adminAddresses(db, companyId);
    for (const c of fresh) {
      const sent = await db.transaction(async (tx) => {
        const [claimed] = await tx
          .insert(availabilityConflictNotices)
          .values({ key: c.key, companyId })
          .onConflictDoNothing()
          .returning({ key: availabilityConflictNotices.key });
        if (!claimed) return false;
        for (const address of to) await enqueueMail(tx as unknown as Db, conflictMail(c, address, companyId));
        return true;
      });
      if (sent) told++;
    }
  }
  return told;
}

function conflictMail(c: Conflict, to: string, companyId: string) {
  const what = c.kind === 'job' ? `the visit "${c.jobTitle ?? ''}"` : 'a rota shift';
  const site = env().SITE_URL ?? 'http://localhost:3000';
  return {
    to,
    subject: `${c.cleanerName} is busy during ${c.kind === 'job' ? 'a booked visit' : 'a rota shift'} on ${c.date}`,
    text: [
      `${c.cleanerName}'s own calendar shows them busy from ${c.busyFrom} to ${c.busyTo} on ${c.date}, during ${what} (${c.startTime}–${c.endTime}).`,
      'Their calendar does not say why. Please check with them, or move the work:',
      c.jobId ? `${site}/dashboard/job/${c.jobId}` : `${site}/dashboard/rota`,
      BRAND,
    ].join('\n\n'),
    category: 'availability-conflict',
    relatedId: c.jobId ?? c.shiftId ?? undefined,
    companyId,
  };
}
