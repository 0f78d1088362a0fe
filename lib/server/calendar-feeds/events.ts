import 'server-only';
import { and, asc, eq, gte, isNotNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isAdmin } from '@/lib/roles';
import type { Actor } from '@/lib/server/auth/actor';
import type { FeedEvent } from '@/lib/server/calendar-feeds/feed-ics';
import type { Db } from '@/lib/server/db/client';
import { jobs, jobTeam, rotaShifts, users } from '@/lib/server/db/schema';
import { companyFilter, fullName } from '@/lib/server/auth/access';
import { onTeam } from '@/lib/server/jobs/team';
import { londonToday } from '@/lib/server/overview/service';
import type { MailFormat } from '@/lib/server/mail/locale';
import { serviceIn, shiftSummary, visitSummary } from './words';

// What a user's calendar feed holds. A Cleaner: their rota shifts and the visits they are on the team of. A Client:
// their own visits. An Administrator: the company's visits (a Super Administrator: every company's). Only visits with
// a day are events; deleted jobs and shifts are simply absent, so subscribers drop them on their next refresh;
// cancelled and declined visits are sent with STATUS:CANCELLED.

/** How far back the feed reaches: recent visits stay visible (and a changed one updates) without the feed growing forever. */
export const FEED_PAST_DAYS = 60;
/** The most events one feed carries (the nearest first from the start of the window). */
export const FEED_MAX_EVENTS = 2000;

const client = alias(users, 'feed_client');
const lead = alias(users, 'feed_lead');

/**
 * A fixed UID domain, the one the booking confirmation's .ics uses too (lib/server/bookings/mail.ts on the
 * booking branch): a visit keeps one UID whatever address the site is reached at.
 */
const UID_DOMAIN = 'brightside-cleaning';

const minusDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

function scopeOf(actor: Actor): SQL | undefined {
  if (actor.role === 'Cleaner') return onTeam(actor.id);
  if (actor.role === 'Client') return eq(jobs.clientId, actor.id);
  if (isAdmin(actor.role)) return companyFilter(actor, jobs.companyId);
  return sql`false`;
}

const lines = (...parts: (string | null | undefined | false)[]) => parts.filter(Boolean).join('\n');

/** The team's names, lead first, in the visit's own row: one query for the feed instead of a second with every job id. */
const teamNames = sql<
  string | null
>`(select string_agg(trim(${users.firstName} || ' ' || ${users.lastName}), ', ' order by ${jobTeam.position})
  from ${jobTeam} join ${users} on ${users.id} = ${jobTeam.userId} where ${jobTeam.jobId} = ${jobs.id})`;

async function visitEvents(db: Db, actor: Actor, m: MailFormat, from: string, origin: string, domain: string) {
  const rows = await db
    .select({
      id: jobs.id,
      title: jobs.title,
      service: jobs.service,
      location: jobs.location,
      description: jobs.description,
      date: jobs.scheduledDate,
      startTime: jobs.startTime,
      durationMinutes: jobs.durationMinutes,
      updatedAt: jobs.updatedAt,
      revision: jobs.revision,
      cancelledAt: jobs.cancelledAt,
      bookingStatus: jobs.bookingStatus,
      team: teamNames,
      leadFirst: lead.firstName,
      leadLast: lead.lastName,
      clientFirst: client.firstName,
      clientLast: client.lastName,
    })
    .from(jobs)
    .leftJoin(client, eq(client.id, jobs.clientId))
    .leftJoin(lead, eq(lead.id, jobs.assigneeId))
    .where(and(scopeOf(actor), isNotNull(jobs.scheduledDate), gte(jobs.scheduledDate, from)))
    .orderBy(asc(jobs.scheduledDate), asc(jobs.startTime), asc(jobs.id))
    .limit(FEED_MAX_EVENTS);
  return rows.map((r): FeedEvent & { jobId: string } => {
    // A job written before teams existed has only its lead (jobs.assignee_id), as the job screens show it.
    const team = r.team ?? fullName(r.leadFirst, r.leadLast);
    const clientName = actor.role === 'Client' ? null : fullName(r.clientFirst, r.clientLast);
    return {
      jobId: r.id,
      uid: `job-${r.id}@${domain}`,
      summary: visitSummary(m, r.title, r.service),
      description: lines(
        r.service && m.t('calendar.service', { service: serviceIn(m, r.service)! }),
        team && m.t('calendar.team', { team }),
        clientName && m.t('calendar.client', { client: clientName }),
        r.description,
      ),
      location: r.location,
      date: r.date!,
      startTime: r.startTime,
      durationMinutes: r.durationMinutes ?? 60,
      updatedAt: r.updatedAt,
      sequence: r.revision,
      url: `${origin}/dashboard/job/${r.id}`,
      // A visit the Client cancelled or the office declined stays in the window as cancelled, so a subscribed
      // calendar removes it on its next refresh instead of keeping a stale copy.
      cancelled: r.cancelledAt !== null || r.bookingStatus === 'declined',
    };
  });
}

async function shiftEvents(db: Db, actor: Actor, m: MailFormat, from: string, domain: string) {
  return (
    await db
      .select({
        id: rotaShifts.id,
        date: rotaShifts.date,
        startTime: rotaShifts.startTime,
        endTime: rotaShifts.endTime,
        site: rotaShifts.site,
        notes: rotaShifts.notes,
        jobId: rotaShifts.jobId,
        jobTitle: jobs.title,
        jobLocation: jobs.location,
        updatedAt: rotaShifts.updatedAt,
        revision: rotaShifts.revision,
      })
      .from(rotaShifts)
      .leftJoin(jobs, eq(jobs.id, rotaShifts.jobId))
      .where(and(eq(rotaShifts.cleanerId, actor.id), gte(rotaShifts.date, from)))
      .orderBy(asc(rotaShifts.date), asc(rotaShifts.startTime))
      .limit(FEED_MAX_EVENTS)
  ).map((s) => ({
    jobId: s.jobId,
    event: {
      uid: `shift-${s.id}@${domain}`,
      summary: shiftSummary(m, s.jobTitle ?? s.site),
      description: s.notes ?? '',
      location: s.jobLocation || s.site || '',
      date: s.date,
      startTime: s.startTime,
      endTime: s.endTime,
      updatedAt: s.updatedAt,
      sequence: s.revision,
    } satisfies FeedEvent,
  }));
}

/**
 * The events of `actor`'s feed, in date order. A Cleaner's shift for a visit they also see on that day is left out:
 * the visit already carries the address and the team, and two entries for one piece of work would be noise.
 */
export async function feedEventsFor(
  db: Db,
  actor: Actor,
  m: MailFormat,
  origin: string,
  now = new Date(),
): Promise<FeedEvent[]> {
  const from = minusDays(londonToday(now), FEED_PAST_DAYS);
  const domain = UID_DOMAIN;
  const visits = await visitEvents(db, actor, m, from, origin, domain);
  if (actor.role !== 'Cleaner') return visits;
  const seen = new Set(visits.map((v) => `${v.jobId}|${v.date}`));
  const shifts = (await shiftEvents(db, actor, m, from, domain))
    .filter((s) => !s.jobId || !seen.has(`${s.jobId}|${s.event.date}`))
    .map((s) => s.event);
  return [...visits, ...shifts].sort(
    (a, b) => a.date.localeCompare(b.date) || (a.startTime ?? '').localeCompare(b.startTime ?? ''),
  );
}
