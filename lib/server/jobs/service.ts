import 'server-only';
import { and, count, desc, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isSignedOff } from '@/lib/jobs/rules';
import { isAdmin, isSuperAdmin } from '@/lib/roles';
import {
  MAX_REPEAT_VISITS,
  REPEAT_DAYS,
  type CreateJobInput,
  type ListJobsInput,
  type RepeatInput,
  type UpdateJobInput,
} from '@/lib/jobs/schemas';
import type { Actor } from '@/lib/server/auth/actor';
import type { Db } from '@/lib/server/db/client';
import { jobs, users } from '@/lib/server/db/schema';
import { forbidden, notFound } from '@/lib/server/http/errors';
import {
  assertCompanyAdmin,
  assertCompanyExists,
  assertMember,
  companyFilter,
  fullName,
  likeTerm,
  orderOf,
  pageOf,
  pageResult,
  resolveCompanyId,
} from '@/lib/server/auth/access';
import { unreadCounts } from '@/lib/server/chats/reads';
import { geocodeAddress, type SitePosition } from '@/lib/server/addresses/geocoding';
import { draftInvoicesOf, signOffFilter } from '@/lib/server/sign-offs/service';
import {
  assertTeam,
  loadChecklists,
  loadTeams,
  onTeam,
  resolveTeam,
  writeChecklist,
  writeTeam,
  type ChecklistItem,
  type TeamMember,
} from './team';

const client = alias(users, 'job_client');
const assignee = alias(users, 'job_assignee');

const jobColumns = {
  job: jobs,
  clientFirst: client.firstName,
  clientLast: client.lastName,
  assigneeFirst: assignee.firstName,
  assigneeLast: assignee.lastName,
};

type JobRow = typeof jobs.$inferSelect;
type JoinedJob = {
  job: JobRow;
  clientFirst: string | null;
  clientLast: string | null;
  assigneeFirst: string | null;
  assigneeLast: string | null;
};

/** `'HH:MM'` plus minutes, capped at the end of the day ('24:00'). */
export function endOfVisit(startTime: string | null, durationMinutes: number | null): string | null {
  if (!startTime) return null;
  const [h, m] = startTime.split(':').map(Number) as [number, number];
  const end = Math.min(h * 60 + m + (durationMinutes ?? 60), 24 * 60);
  return `${String(Math.floor(end / 60)).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}`;
}

/** A job as SPEC §3 names its fields, with its schedule, team (lead first) and checklist. */
export function toJob(r: JoinedJob, team: TeamMember[] = [], checklist: ChecklistItem[] = [], unreadCount = 0) {
  const userAssigneeName = fullName(r.assigneeFirst, r.assigneeLast);
  return {
    id: r.job.id,
    companyId: r.job.companyId,
    title: r.job.title,
    userClientId: r.job.clientId,
    userClientName: fullName(r.clientFirst, r.clientLast),
    userAssigneeId: r.job.assigneeId,
    userAssigneeName,
    assignedTo: userAssigneeName,
    description: r.job.description,
    location: r.job.location,
    service: r.job.service,
    jobImagePath: r.job.imagePath,
    stage: r.job.stage,
    scheduledDate: r.job.scheduledDate,
    startTime: r.job.startTime,
    durationMinutes: r.job.durationMinutes,
    endTime: endOfVisit(r.job.startTime, r.job.durationMinutes),
    teamIds: team.map((m) => m.id),
    team,
    checklist,
    checklistDone: checklist.filter((i) => i.done).length,
    seriesId: r.job.seriesId,
    /** Chat messages from others since the caller last opened this job's chat. */
    unreadCount,
    /** 'office' or 'online'; an online job's booking state, agreed price (pence) and repeat rule. */
    source: r.job.source,
    bookingStatus: r.job.bookingStatus,
    pricePence: r.job.pricePence,
    repeat: r.job.repeat,
    siteLatitude: r.job.siteLatitude,
    siteLongitude: r.job.siteLongitude,
    createdAt: r.job.createdAt,
    updatedAt: r.job.updatedAt,
  };
}

const joined = (db: Db) =>
  db
    .select(jobColumns)
    .from(jobs)
    .leftJoin(client, eq(client.id, jobs.clientId))
    .leftJoin(assignee, eq(assignee.id, jobs.assigneeId));

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
async function withDetails(db: Db, actor: Actor, rows: JoinedJob[]) {
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

/** Checks the client and the team belong to the company; returns the team to write (undefined: unchanged). */
async function checkPeople(
  db: Db,
  companyId: string,
  currentTeam: string[],
  input: { userClientId?: string | null; userAssigneeId?: string | null; teamIds?: string[] },
) {
  if (input.userClientId) await assertMember(db, companyId, input.userClientId, ['Client'], 'userClientId');
  const team = resolveTeam(currentTeam, input);
  if (team) await assertTeam(db, companyId, team, input.teamIds !== undefined ? 'teamIds' : 'userAssigneeId');
  return team;
}

export async function createJob(db: Db, actor: Actor, input: CreateJobInput) {
  const companyId = resolveCompanyId(actor, input.companyId);
  assertCompanyAdmin(actor, companyId);
  await assertCompanyExists(db, companyId);
  const team = (await checkPeople(db, companyId, [], input)) ?? [];
  const site = await siteFor(input, input.location);
  const dates =
    input.repeat && input.scheduledDate
      ? repeatDates(input.scheduledDate, input.repeat)
      : [input.scheduledDate ?? null];
  const ids = await db.transaction(async (tx) => {
    const created: string[] = [];
    for (const scheduledDate of dates) {
      const [row] = await tx
        .insert(jobs)
        .values({
          companyId,
          title: input.title,
          clientId: input.userClientId ?? null,
          assigneeId: team[0] ?? null,
          description: input.description,
          location: input.location,
          service: input.service,
          imagePath: input.jobImagePath ?? null,
          stage: input.stage,
          createdById: actor.id,
          scheduledDate,
          startTime: input.startTime ?? null,
          durationMinutes: input.durationMinutes ?? null,
          seriesId: dates.length > 1 ? (created[0] ?? null) : null,
          siteLatitude: site?.latitude ?? null,
          siteLongitude: site?.longitude ?? null,
        })
        .returning({ id: jobs.id });
      created.push(row!.id);
      await writeTeam(tx, row!.id, team);
      if (input.checklist?.length)
        await writeChecklist(
          tx,
          row!.id,
          input.checklist.map(({ label }) => ({ label })),
        );
    }
    // The first visit names the series too, so every visit of it can be found by one id.
    if (dates.length > 1) await tx.update(jobs).set({ seriesId: created[0]! }).where(eq(jobs.id, created[0]!));
    return created;
  });
  const first = await getJob(db, actor, ids[0]!);
  return { ...first, seriesJobIds: ids.length > 1 ? ids : [] };
}

/**
 * The site to store: the office's coordinates when given (null clears them), else the geocoded post code of the
 * address (null when unknown). `undefined`: keep the current site (update without a new address or coordinates).
 */
async function siteFor(
  input: { siteLatitude?: number | null; siteLongitude?: number | null },
  newAddress: string | undefined,
): Promise<SitePosition | null | undefined> {
  if (input.siteLatitude !== undefined && input.siteLongitude !== undefined) {
    return input.siteLatitude === null || input.siteLongitude === null
      ? null
      : { latitude: input.siteLatitude, longitude: input.siteLongitude };
  }
  if (newAddress === undefined) return undefined;
  return newAddress.trim() ? geocodeAddress(newAddress) : null;
}

/** The visit dates of a repeat from `first` ('YYYY-MM-DD'): every 7, 14 or 28 days, until a date or for a count (at most 52). */
export function repeatDates(first: string, repeat: RepeatInput): string[] {
  const start = new Date(`${first}T12:00:00Z`).getTime();
  const dates: string[] = [];
  for (let k = 0; k < MAX_REPEAT_VISITS; k++) {
    const day = new Date(start + k * REPEAT_DAYS[repeat.frequency] * 86_400_000).toISOString().slice(0, 10);
    if (repeat.count ? k >= repeat.count : repeat.until ? day > repeat.until : k >= 1) break;
    dates.push(day);
  }
  return dates;
}

const CLEANER_EDITABLE = new Set(['id', 'stage']);
const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/**
 * Admins edit any field of their company's jobs. The assigned Cleaner may only move the stage between
 * New, Pending and Incomplete (completion comes from the client's sign-off); other changed fields are 403.
 */
export async function updateJob(db: Db, actor: Actor, input: UpdateJobInput) {
  const current = await findVisibleJob(db, actor, input.id);
  if (actor.role === 'Client') throw forbidden();
  if (actor.role === 'Cleaner') {
    const [view] = (await withDetails(db, actor, [current])) as Record<string, unknown>[];
    const changed = Object.entries(input).filter(
      ([k, v]) => v !== undefined && !CLEANER_EDITABLE.has(k) && !same(view![k], v),
    );
    if (changed.length) throw forbidden('Only the stage of an assigned job can be changed');
    if (input.stage !== undefined && isSignedOff(input.stage))
      throw forbidden('A job is completed by the client signing it off');
    await db.update(jobs).set({ stage: input.stage, updatedAt: new Date() }).where(eq(jobs.id, current.job.id));
    return getJob(db, actor, current.job.id);
  }
  assertCompanyAdmin(actor, current.job.companyId);
  const team = await checkPeople(db, current.job.companyId, current.teamIds, input);
  // A new address moves the site (geocoded, or unknown until the office sets it); the same address keeps it.
  const addressChanged =
    input.location !== undefined && input.location !== current.job.location ? input.location : undefined;
  const site = await siteFor(input, addressChanged);
  await db.transaction(async (tx) => {
    await tx
      .update(jobs)
      .set({
        ...(site !== undefined ? { siteLatitude: site?.latitude ?? null, siteLongitude: site?.longitude ?? null } : {}),
        title: input.title,
        description: input.description,
        location: input.location,
        service: input.service,
        stage: input.stage,
        ...(input.userClientId !== undefined ? { clientId: input.userClientId } : {}),
        ...(input.jobImagePath !== undefined ? { imagePath: input.jobImagePath } : {}),
        ...(input.scheduledDate !== undefined ? { scheduledDate: input.scheduledDate } : {}),
        ...(input.startTime !== undefined ? { startTime: input.startTime } : {}),
        ...(input.durationMinutes !== undefined ? { durationMinutes: input.durationMinutes } : {}),
        updatedAt: new Date(),
      })
      .where(eq(jobs.id, current.job.id));
    if (team) await writeTeam(tx, current.job.id, team);
    if (input.checklist) await writeChecklist(tx, current.job.id, input.checklist);
  });
  return getJob(db, actor, current.job.id);
}

export async function deleteJob(db: Db, actor: Actor, id: string) {
  const current = await findVisibleJob(db, actor, id);
  assertCompanyAdmin(actor, current.job.companyId);
  await db.delete(jobs).where(eq(jobs.id, id));
  return { success: true, id };
}
