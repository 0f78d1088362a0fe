import 'server-only';
import { and, count, desc, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import { isAdmin, isSuperAdmin } from '@/lib/roles';
import type { ListJobsInput } from '@/lib/jobs/schemas';
import type { Actor } from '@/lib/server/auth/actor';
import type { Db } from '@/lib/server/db/client';
import { jobs } from '@/lib/server/db/schema';
import { forbidden, notFound } from '@/lib/server/http/errors';
import { companyFilter, fullName, likeTerm, orderOf, pageOf, pageResult } from '@/lib/server/auth/access';
import { unreadCounts } from '@/lib/server/chats/reads';
import { draftInvoicesOf, signOffFilter } from '@/lib/server/sign-offs/service';
import { joined, toJob, type JobRow, type JoinedJob } from './job-view';
import { loadChecklists, loadTeams, onTeam } from './team';

// Reading jobs, and who may see one: the list, one job, and `findVisibleJob`, through which every feature that acts
// on a job (chat, files, ratings, sign-off, the work screens, the writes in service.ts) loads it first.

/** Which jobs the actor may see: the company's for admins, the ones they are on the team of for Cleaners, their own for Clients. */
export function jobVisibility(actor: Actor): SQL | undefined {
  if (isAdmin(actor.role)) return companyFilter(actor, jobs.companyId);
  return actor.role === 'Cleaner' ? onTeam(actor.id) : eq(jobs.clientId, actor.id);
}

export function canSeeJob(
  actor: Actor,
  job: Pick<JobRow, 'companyId' | 'clientId' | 'assigneeId'>,
  teamIds: string[] = [],
) {
  if (isSuperAdmin(actor.role)) return true;
  if (isAdmin(actor.role)) return actor.companyId === job.companyId;
  return actor.role === 'Cleaner'
    ? job.assigneeId === actor.id || teamIds.includes(actor.id)
    : job.clientId === actor.id;
}

/** Joined rows as the API answers them, with their teams, checklists and the caller's unread chat counts (three queries for the whole page). */
export async function withDetails(db: Db, actor: Actor, rows: JoinedJob[]) {
  const ids = rows.map((r) => r.job.id);
  const [teams, checklists, unread] = await Promise.all([
    loadTeams(
      db,
      rows.map((r) => ({
        id: r.job.id,
        assigneeId: r.job.assigneeId,
        assigneeName: fullName(r.assigneeFirst, r.assigneeLast),
      })),
    ),
    loadChecklists(db, ids),
    unreadCounts(db, actor.id, ids),
  ]);
  return rows.map((r) => toJob(r, teams.get(r.job.id), checklists.get(r.job.id), unread.get(r.job.id) ?? 0));
}

/**
 * Jobs the actor may see, newest first unless sorted: `{ data, totalRecords, totalPages, counts }`, where `counts`
 * has the number per stage (New 0 … Completed 3) for the other filters (the list screen's stage tabs), the date range
 * (`from`/`to`, on the scheduled date) included. Each job carries the caller's `unreadCount` of chat messages, and
 * with `signOff: 'toInvoice'` an admin gets each job's `draftInvoice` ({ id, invoiceNumber } or null: none yet).
 */
export async function listJobs(db: Db, actor: Actor, input: ListJobsInput) {
  const where: (SQL | undefined)[] = [jobVisibility(actor)];
  if (input.search) {
    const term = likeTerm(input.search);
    where.push(
      or(ilike(jobs.title, term), ilike(jobs.location, term), ilike(jobs.description, term), ilike(jobs.service, term)),
    );
  }
  if (input.service) where.push(eq(jobs.service, input.service));
  if (input.userClientId) where.push(eq(jobs.clientId, input.userClientId));
  if (input.userAssigneeId) where.push(onTeam(input.userAssigneeId));
  if (input.source) where.push(eq(jobs.source, input.source));
  if (input.from) where.push(gte(jobs.scheduledDate, input.from));
  if (input.to) where.push(lte(jobs.scheduledDate, input.to));
  if (input.signOff) where.push(signOffFilter(input.signOff));
  const withoutStage = and(...where);
  const filter = input.stage !== undefined ? and(withoutStage, eq(jobs.stage, input.stage)) : withoutStage;
  const { limit, offset } = pageOf(input);
  const order = orderOf(
    input,
    {
      title: sql`lower(${jobs.title})`,
      stage: jobs.stage,
      service: jobs.service,
      location: sql`lower(${jobs.location})`,
      createdAt: jobs.createdAt,
      scheduledDate: sql`(${jobs.scheduledDate}::text || ' ' || coalesce(${jobs.startTime}, ''))`,
    },
    [desc(jobs.createdAt), desc(jobs.id)],
  );
  const [rows, byStage] = await Promise.all([
    joined(db)
      .where(filter)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db.select({ stage: jobs.stage, value: count() }).from(jobs).where(withoutStage).groupBy(jobs.stage),
  ]);
  const counts = { all: 0, 0: 0, 1: 0, 2: 0, 3: 0 } as Record<'all' | 0 | 1 | 2 | 3, number>;
  for (const r of byStage) {
    counts.all += r.value;
    if (r.stage in counts) counts[r.stage as 0 | 1 | 2 | 3] += r.value;
  }
  const totalRecords = input.stage !== undefined ? counts[input.stage as 0 | 1 | 2 | 3] : counts.all;
  const data = await withDetails(db, actor, rows);
  // The office's list of jobs to invoice links each to its draft; a Client never sees a draft (invoices.ts), so not its id either.
  const drafts =
    input.signOff === 'toInvoice' && isAdmin(actor.role)
      ? await draftInvoicesOf(
          db,
          data.map((j) => j.id),
        )
      : null;
  const withDrafts = data.map((j) => ({ ...j, draftInvoice: drafts ? (drafts.get(j.id) ?? null) : undefined }));
  return { ...pageResult(withDrafts, totalRecords, input.pageSize), counts };
}

/** Loads a job the actor may see (with its team, lead first): 404 when missing, 403 when it is someone else's. */
export async function findVisibleJob(db: Db, actor: Actor, id: string) {
  const [row] = await joined(db).where(eq(jobs.id, id)).limit(1);
  if (!row) throw notFound('Job not found');
  const teams = await loadTeams(db, [
    { id: row.job.id, assigneeId: row.job.assigneeId, assigneeName: fullName(row.assigneeFirst, row.assigneeLast) },
  ]);
  const teamIds = (teams.get(row.job.id) ?? []).map((m) => m.id);
  if (!canSeeJob(actor, row.job, teamIds)) throw forbidden();
  return { ...row, teamIds };
}

export async function getJob(db: Db, actor: Actor, id: string) {
  const [job] = await withDetails(db, actor, [await findVisibleJob(db, actor, id)]);
  return job!;
}
