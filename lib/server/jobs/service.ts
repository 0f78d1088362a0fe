import 'server-only';
import { eq } from 'drizzle-orm';
import { isSignedOff } from '@/lib/jobs/rules';
import {
  MAX_REPEAT_VISITS,
  REPEAT_DAYS,
  type CreateJobInput,
  type RepeatInput,
  type UpdateJobInput,
} from '@/lib/jobs/schemas';
import type { Actor } from '@/lib/server/auth/actor';
import type { Db } from '@/lib/server/db/client';
import { jobs } from '@/lib/server/db/schema';
import { forbidden } from '@/lib/server/http/errors';
import { assertCompanyAdmin, assertCompanyExists, assertMember, resolveCompanyId } from '@/lib/server/auth/access';
import { geocodeAddress, type SitePosition } from '@/lib/server/addresses/geocoding';
import { findVisibleJob, getJob, withDetails } from './queries';
import { assertTeam, resolveTeam, writeChecklist, writeTeam } from './team';

// The writes from the job screens: create (a repeat creates every visit of its series at once), update (the office
// edits any field, the team only the stage) and delete. Reads are in queries.ts.

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
