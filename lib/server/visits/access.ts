import 'server-only';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { changeTerms, type ChangeBlock, type NoticeRule } from '@/lib/visits/rules';
import type { Actor } from '@/lib/server/auth/actor';
import type { Db } from '@/lib/server/db/client';
import { companies, jobs, jobTeam, users } from '@/lib/server/db/schema';
import { AppError, notFound } from '@/lib/server/http/errors';
import { pgErrorCode } from '@/lib/server/auth/access';
import { clockedInJobs } from './client-home';

// What the Client's visit changes share (issue 29): finding the Client's own visit, the company's rules, the refusal
// of a visit already under way, and the lock that keeps two bookings out of one slot.

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Reader = Db | Tx;
export type VisitRow = typeof jobs.$inferSelect;

/**
 * The Client's own visit, or 404: another Client's visit, or another company's, is "not found" to them (saying it
 * exists would tell them someone else's booking). Staff are refused before this by the routes' roles (403).
 */
export async function ownVisit(db: Reader, actor: Actor, jobId: string): Promise<VisitRow> {
  const [job] = await db
    .select()
    .from(jobs)
    .where(
      and(
        eq(jobs.id, jobId),
        eq(jobs.clientId, actor.id),
        actor.companyId ? eq(jobs.companyId, actor.companyId) : sql`false`,
      ),
    )
    .limit(1);
  if (!job) throw notFound('Visit not found');
  return job;
}

/** The company columns the visit changes read: booking hours, buffer and horizon, the notice rule, who to tell. */
export async function visitCompany(db: Reader, companyId: string) {
  const [row] = await db
    .select({
      id: companies.id,
      name: companies.name,
      email: companies.email,
      phone: companies.phone,
      currencySymbol: companies.currencySymbol,
      bookingOpens: companies.bookingOpens,
      bookingCloses: companies.bookingCloses,
      travelBufferMinutes: companies.travelBufferMinutes,
      bookingHorizonDays: companies.bookingHorizonDays,
      noticeHours: companies.cancellationNoticeHours,
      feePence: companies.cancellationFeePence,
    })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  if (!row) throw notFound('Visit not found');
  return row;
}
export type VisitCompany = Awaited<ReturnType<typeof visitCompany>>;
export const noticeRuleOf = (c: VisitCompany): NoticeRule => ({ noticeHours: c.noticeHours, feePence: c.feePence });

const BLOCKED_MESSAGES: Record<ChangeBlock, string> = {
  cancelled: 'This visit has been cancelled',
  completed: 'This visit is completed',
  started: 'The team has started this visit, so it can no longer be moved or cancelled',
  clockedIn: 'The team has clocked in for this visit, so it can no longer be moved or cancelled',
  passed: 'This visit’s start time has passed, so it can no longer be moved or cancelled',
  unscheduled: 'This visit has no date yet: the office will arrange it',
};

/** 409 with the reason (`reason: 'visit.started'` …), which the screen shows in the Client's language. */
export const visitBlocked = (block: ChangeBlock) =>
  new AppError(409, BLOCKED_MESSAGES[block], 'visit_locked', undefined, { reason: `visit.${block}` });

/** The terms a visit may change on now, or the refusal. */
export async function termsOrRefuse(db: Reader, visit: VisitRow, company: VisitCompany, now: Date) {
  const clockedIn = (await clockedInJobs(db as Db, [visit.id])).has(visit.id);
  const terms = changeTerms({ ...visit, clockedIn }, noticeRuleOf(company), now);
  if (terms.blocked) throw visitBlocked(terms.blocked);
  return terms;
}

/** A job's team, lead first (its assignee alone for a job written before teams existed). */
export async function teamIdsOf(db: Reader, job: Pick<VisitRow, 'id' | 'assigneeId'>) {
  const rows = await db
    .select({ id: jobTeam.userId })
    .from(jobTeam)
    .where(eq(jobTeam.jobId, job.id))
    .orderBy(asc(jobTeam.position));
  return rows.length ? rows.map((r) => r.id) : job.assigneeId ? [job.assigneeId] : [];
}

export async function namesOf(db: Reader, ids: string[]) {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: users.id, first: users.firstName, last: users.lastName })
    .from(users)
    .where(inArray(users.id, ids));
  return ids
    .map((id) => rows.find((r) => r.id === id))
    .filter(Boolean)
    .map((r) => `${r!.first} ${r!.last}`.trim());
}

const SERIALIZATION_RETRIES = 3;

/**
 * Runs a serializable transaction again when PostgreSQL aborted it without a real clash (two moves of different teams
 * in one company read the same rows: SQLSTATE 40001 / 40P01), as the public booking does. A real clash then shows as
 * the team being busy on the next attempt; the last failure is thrown to the caller.
 */
export async function withSerializableRetry<T>(attempt: () => Promise<T>): Promise<T> {
  for (let tries = 1; ; tries++) {
    try {
      return await attempt();
    } catch (error) {
      const code = pgErrorCode(error);
      if (tries >= SERIALIZATION_RETRIES || (code !== '40001' && code !== '40P01')) throw error;
    }
  }
}
