import 'server-only';
import { and, asc, count, desc, eq, inArray, isNull, lt, sum, type SQL } from 'drizzle-orm';
import { INVOICE_STATUS, UNPAID_INVOICE_STATUSES } from '@/lib/invoices/rules';
import { JOB_STAGE, JOB_STAGES } from '@/lib/jobs/rules';
import { isAdmin } from '@/lib/roles';
import type { Actor } from '@/lib/server/auth/actor';
import type { Db } from '@/lib/server/db/client';
import { clockRecords, companies, enquiries, invoices, jobs, leaves, rotaShifts, users } from '@/lib/server/db/schema';
import { companyFilter } from '@/lib/server/auth/access';
import { shownStatusSql } from '@/lib/server/invoices/status';
import { getClientHome } from '@/lib/server/visits/client-home';
import { onTeam } from '@/lib/server/jobs/team';
import { lowRatingsFor } from '@/lib/server/ratings/service';

/** Today's date in the company's time zone (Europe/London), as YYYY-MM-DD. */
export const londonToday = (now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(now);

const OPEN_ENQUIRY = ['new', 'contacted'] as const;

async function currencyOf(db: Db, actor: Actor) {
  if (!actor.companyId) return '£';
  const [row] = await db
    .select({ symbol: companies.currencySymbol })
    .from(companies)
    .where(eq(companies.id, actor.companyId))
    .limit(1);
  return row?.symbol ?? '£';
}

const and2 = (...parts: (SQL | undefined)[]) => and(...parts.filter(Boolean));
const number = (v: unknown) => Number(v ?? 0);

async function adminOverview(db: Db, actor: Actor, now: Date) {
  const overdue = eq(shownStatusSql(now), INVOICE_STATUS.overdue);
  const [[enquiryCount], stages, [unpaid], [late], clockedIn, [leaveCount], recent] = await Promise.all([
    db
      .select({ value: count() })
      .from(enquiries)
      .where(and2(companyFilter(actor, enquiries.companyId), inArray(enquiries.status, [...OPEN_ENQUIRY]))),
    db
      .select({ stage: jobs.stage, value: count() })
      .from(jobs)
      .where(companyFilter(actor, jobs.companyId))
      .groupBy(jobs.stage),
    db
      .select({ total: sum(invoices.totalPence), value: count() })
      .from(invoices)
      .where(and2(companyFilter(actor, invoices.companyId), inArray(invoices.status, [...UNPAID_INVOICE_STATUSES]))),
    db
      .select({ total: sum(invoices.totalPence), value: count() })
      .from(invoices)
      .where(and2(companyFilter(actor, invoices.companyId), overdue)),
    db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, since: clockRecords.clockIn })
      .from(clockRecords)
      .innerJoin(users, eq(users.id, clockRecords.userId))
      .where(and2(companyFilter(actor, clockRecords.companyId), isNull(clockRecords.clockOut)))
      .orderBy(asc(clockRecords.clockIn))
      .limit(50),
    db
      .select({ value: count() })
      .from(leaves)
      .where(and2(companyFilter(actor, leaves.companyId), eq(leaves.status, 'pending'))),
    db
      .select({
        id: enquiries.id,
        name: enquiries.name,
        category: enquiries.category,
        status: enquiries.status,
        createdAt: enquiries.createdAt,
      })
      .from(enquiries)
      .where(companyFilter(actor, enquiries.companyId))
      .orderBy(desc(enquiries.createdAt))
      .limit(5),
  ]);
  const lowRatings = await lowRatingsFor(db, actor, now);
  return {
    role: 'admin' as const,
    lowRatings,
    currencySymbol: await currencyOf(db, actor),
    openEnquiries: number(enquiryCount?.value),
    jobsByStage: JOB_STAGES.map((stage) => number(stages.find((s) => s.stage === stage)?.value)),
    unpaid: { count: number(unpaid?.value), totalPence: number(unpaid?.total) },
    overdue: { count: number(late?.value), totalPence: number(late?.total) },
    clockedIn: clockedIn.map((c) => ({ id: c.id, name: `${c.firstName} ${c.lastName}`.trim(), since: c.since })),
    leaveAwaiting: number(leaveCount?.value),
    recentEnquiries: recent,
  };
}

async function cleanerOverview(db: Db, actor: Actor, now: Date) {
  const today = londonToday(now);
  const [shifts, assigned, [open]] = await Promise.all([
    db
      .select({
        id: rotaShifts.id,
        startTime: rotaShifts.startTime,
        endTime: rotaShifts.endTime,
        site: rotaShifts.site,
        notes: rotaShifts.notes,
        jobId: rotaShifts.jobId,
        jobTitle: jobs.title,
        location: jobs.location,
      })
      .from(rotaShifts)
      .leftJoin(jobs, eq(jobs.id, rotaShifts.jobId))
      .where(and(eq(rotaShifts.cleanerId, actor.id), eq(rotaShifts.date, today)))
      .orderBy(asc(rotaShifts.startTime)),
    db
      .select({ id: jobs.id, title: jobs.title, location: jobs.location, service: jobs.service, stage: jobs.stage })
      .from(jobs)
      .where(and(onTeam(actor.id), lt(jobs.stage, JOB_STAGE.completed)))
      .orderBy(desc(jobs.updatedAt))
      .limit(10),
    db
      .select({ id: clockRecords.id, since: clockRecords.clockIn })
      .from(clockRecords)
      .where(and(eq(clockRecords.userId, actor.id), isNull(clockRecords.clockOut)))
      .limit(1),
  ]);
  return { role: 'cleaner' as const, today, shifts, jobs: assigned, clockedInSince: open?.since ?? null };
}

/**
 * The overview screen's figures for the caller's role, from live data: the office sees its company's open enquiries,
 * jobs by stage, unpaid and overdue invoice totals, who is clocked in and leave awaiting a decision; a Cleaner their
 * day; a Client their home (client-home.ts).
 */
export async function getOverview(db: Db, actor: Actor, now = new Date()) {
  if (isAdmin(actor.role)) return adminOverview(db, actor, now);
  if (actor.role === 'Cleaner') return cleanerOverview(db, actor, now);
  return getClientHome(db, actor, now);
}
