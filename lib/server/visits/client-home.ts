import 'server-only';
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { isOverdue, UNPAID_INVOICE_STATUSES } from '@/lib/invoices/rules';
import { JOB_STAGE } from '@/lib/jobs/rules';
import { changeTerms, DEFAULT_NOTICE_HOURS, type NoticeRule } from '@/lib/visits/rules';
import type { Actor } from '@/lib/server/auth/actor';
import type { Db } from '@/lib/server/db/client';
import { clockRecords, companies, estimates, invoices, jobs, jobSignatures, users } from '@/lib/server/db/schema';
import { loadTeams } from '@/lib/server/jobs/team';

const UPCOMING_SHOWN = 12;
const LAST_SHOWN = 5;

/** London's calendar day of an instant, as YYYY-MM-DD. */
const londonDay = (now: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(now);

/** The company's notice rule and currency (a Client always belongs to one company; defaults if the row is gone). */
export async function companyTermsOf(db: Db, companyId: string | null) {
  const [row] = companyId
    ? await db
        .select({
          symbol: companies.currencySymbol,
          noticeHours: companies.cancellationNoticeHours,
          feePence: companies.cancellationFeePence,
        })
        .from(companies)
        .where(eq(companies.id, companyId))
        .limit(1)
    : [];
  const rule: NoticeRule = { noticeHours: row?.noticeHours ?? DEFAULT_NOTICE_HOURS, feePence: row?.feePence ?? 0 };
  return { currencySymbol: row?.symbol ?? '£', rule };
}

/** Which of these jobs a team member has clocked in against (the visit has started, whatever its stage says). */
export async function clockedInJobs(db: Db, jobIds: string[]) {
  if (!jobIds.length) return new Set<string>();
  const rows = await db
    .selectDistinct({ jobId: clockRecords.jobId })
    .from(clockRecords)
    .where(inArray(clockRecords.jobId, jobIds));
  return new Set(rows.map((r) => r.jobId!));
}

/**
 * The Client's own visits still to come: not cancelled, not completed, dated today or later, soonest first; then those
 * the office has not dated yet (the Client sees them, and that the office will arrange them).
 */
async function upcomingVisits(db: Db, actor: Actor, today: string) {
  const lead = sql<
    string | null
  >`(select trim(${users.firstName} || ' ' || ${users.lastName}) from ${users} where ${users.id} = ${jobs.assigneeId})`;
  const mine = and(
    eq(jobs.clientId, actor.id),
    isNull(jobs.cancelledAt),
    lt(jobs.stage, JOB_STAGE.completed),
    or(gte(jobs.scheduledDate, today), isNull(jobs.scheduledDate)),
  );
  const rows = await db
    .select({
      id: jobs.id,
      title: jobs.title,
      service: jobs.service,
      location: jobs.location,
      stage: jobs.stage,
      scheduledDate: jobs.scheduledDate,
      startTime: jobs.startTime,
      durationMinutes: jobs.durationMinutes,
      seriesId: jobs.seriesId,
      bookingStatus: jobs.bookingStatus,
      assigneeId: jobs.assigneeId,
      assigneeName: lead,
    })
    .from(jobs)
    .where(mine)
    .orderBy(sql`${jobs.scheduledDate} asc nulls last`, sql`${jobs.startTime} asc nulls first`, asc(jobs.id))
    .limit(UPCOMING_SHOWN);
  const [[total], teams, started, series] = await Promise.all([
    db.select({ value: count() }).from(jobs).where(mine),
    loadTeams(db, rows),
    clockedInJobs(
      db,
      rows.map((r) => r.id),
    ),
    seriesCounts(
      db,
      actor,
      today,
      rows.map((r) => r.seriesId).filter((s): s is string => !!s),
    ),
  ]);
  return {
    total: Number(total?.value ?? 0),
    rows: rows.map((r) => ({
      id: r.id,
      title: r.title,
      service: r.service,
      location: r.location,
      stage: r.stage,
      scheduledDate: r.scheduledDate,
      startTime: r.startTime,
      durationMinutes: r.durationMinutes,
      seriesId: r.seriesId,
      bookingStatus: r.bookingStatus,
      team: (teams.get(r.id) ?? []).map((m) => m.name),
      clockedIn: started.has(r.id),
      /** Visits of the same series from this one on (this one included): what "the rest of the series" would move. */
      seriesLeft: r.seriesId ? (series.get(r.seriesId)?.filter((d) => d >= r.scheduledDate!).length ?? 1) : 0,
    })),
  };
}

/** The dates of the upcoming visits of some series, to say how many "the rest of the series" holds. */
async function seriesCounts(db: Db, actor: Actor, today: string, seriesIds: string[]) {
  const out = new Map<string, string[]>();
  if (!seriesIds.length) return out;
  const rows = await db
    .select({ seriesId: jobs.seriesId, date: jobs.scheduledDate })
    .from(jobs)
    .where(
      and(
        eq(jobs.clientId, actor.id),
        inArray(jobs.seriesId, [...new Set(seriesIds)]),
        isNull(jobs.cancelledAt),
        lt(jobs.stage, JOB_STAGE.completed),
        gte(jobs.scheduledDate, today),
      ),
    );
  for (const r of rows) out.set(r.seriesId!, [...(out.get(r.seriesId!) ?? []), r.date!]);
  return out;
}

/** The last visits done, newest first, with who signed them off and when (none yet: the office completed it by hand). */
async function lastVisits(db: Db, actor: Actor) {
  const signed = sql<
    string | null
  >`(select max(${jobSignatures.signedAt}) from ${jobSignatures} where ${jobSignatures.jobId} = ${jobs.id})`;
  const signer = sql<
    string | null
  >`(select ${jobSignatures.signerName} from ${jobSignatures} where ${jobSignatures.jobId} = ${jobs.id} order by ${jobSignatures.signedAt} desc limit 1)`;
  const rows = await db
    .select({
      id: jobs.id,
      title: jobs.title,
      service: jobs.service,
      scheduledDate: jobs.scheduledDate,
      startTime: jobs.startTime,
      signedAt: signed,
      signerName: signer,
    })
    .from(jobs)
    .where(and(eq(jobs.clientId, actor.id), eq(jobs.stage, JOB_STAGE.completed)))
    .orderBy(sql`${jobs.scheduledDate} desc nulls last`, desc(jobs.updatedAt))
    .limit(LAST_SHOWN);
  // Raw subqueries come back as text on one driver and as Date on the other: one shape for the screen.
  return rows.map((r) => ({ ...r, signedAt: r.signedAt ? new Date(r.signedAt).toISOString() : null }));
}

/**
 * The Client's home (issue 29): their upcoming visits (series included) with the team and what they may still change,
 * the invoices they owe, estimates waiting for their answer, and their last visits with the sign-off.
 */
export async function getClientHome(db: Db, actor: Actor, now = new Date()) {
  const today = londonDay(now);
  const [{ currencySymbol, rule }, upcoming, due, waiting, last] = await Promise.all([
    companyTermsOf(db, actor.companyId),
    upcomingVisits(db, actor, today),
    db
      .select({
        id: invoices.id,
        invoiceNumber: invoices.invoiceNumber,
        dueDate: invoices.dueDate,
        totalPence: invoices.totalPence,
        status: invoices.status,
      })
      .from(invoices)
      .where(and(eq(invoices.clientId, actor.id), inArray(invoices.status, [...UNPAID_INVOICE_STATUSES])))
      .orderBy(asc(invoices.dueDate))
      .limit(10),
    db
      .select({
        id: estimates.id,
        estimateNumber: estimates.estimateNumber,
        totalPence: estimates.totalPence,
        validUntil: estimates.validUntil,
      })
      .from(estimates)
      .where(and(eq(estimates.clientId, actor.id), eq(estimates.status, 'sent'), gte(estimates.validUntil, today)))
      .orderBy(asc(estimates.validUntil))
      .limit(10),
    lastVisits(db, actor),
  ]);
  return {
    role: 'client' as const,
    currencySymbol,
    notice: rule,
    upcoming: upcoming.rows.map((v) => {
      const terms = changeTerms({ ...v, cancelledAt: null }, rule, now);
      return {
        ...v,
        blocked: terms.blocked,
        insideNotice: terms.blocked === null && terms.insideNotice,
        feePence: terms.blocked === null ? terms.feePence : 0,
      };
    }),
    upcomingTotal: upcoming.total,
    invoicesDue: due.map((i) => ({ ...i, overdue: isOverdue(i.status, i.dueDate, now) })),
    totalDuePence: due.reduce((s, i) => s + i.totalPence, 0),
    estimatesWaiting: waiting,
    lastVisits: last,
  };
}
