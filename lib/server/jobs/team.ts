import 'server-only';
import { and, asc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '@/lib/server/db/client';
import { jobChecklistItems, jobs, jobTeam, users } from '@/lib/server/db/schema';
import { badRequest } from '@/lib/server/http/errors';
import { assertMember, fullName } from '@/lib/server/auth/access';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Writer = Db | Tx;

export type TeamMember = { id: string; name: string };
export type ChecklistItem = {
  id: string;
  label: string;
  done: boolean;
  doneAt: Date | null;
  doneById: string | null;
  doneByName: string | null;
};

/** Jobs `userId` is on: the lead (`assignee_id`) or anyone on the team. */
export function onTeam(userId: string): SQL {
  return sql`(${jobs.assigneeId} = ${userId} or exists (select 1 from ${jobTeam} where ${jobTeam.jobId} = ${jobs.id} and ${jobTeam.userId} = ${userId}))`;
}

/** The teams of some jobs, lead first. A job written before teams existed has its assignee as a team of one. */
export async function loadTeams(
  db: Db,
  rows: { id: string; assigneeId: string | null; assigneeName: string | null }[],
) {
  const ids = rows.map((r) => r.id);
  const found = ids.length
    ? await db
        .select({ jobId: jobTeam.jobId, id: users.id, first: users.firstName, last: users.lastName })
        .from(jobTeam)
        .innerJoin(users, eq(users.id, jobTeam.userId))
        .where(inArray(jobTeam.jobId, ids))
        .orderBy(asc(jobTeam.position))
    : [];
  const teams = new Map<string, TeamMember[]>();
  for (const r of found) {
    const team = teams.get(r.jobId) ?? [];
    team.push({ id: r.id, name: fullName(r.first, r.last) ?? '' });
    teams.set(r.jobId, team);
  }
  for (const r of rows) {
    if (!teams.has(r.id) && r.assigneeId) teams.set(r.id, [{ id: r.assigneeId, name: r.assigneeName ?? '' }]);
  }
  return teams;
}

const doneBy = alias(users, 'checklist_done_by');

/** The checklists of some jobs, in order. */
export async function loadChecklists(db: Db, jobIds: string[]) {
  const rows = jobIds.length
    ? await db
        .select({ item: jobChecklistItems, first: doneBy.firstName, last: doneBy.lastName })
        .from(jobChecklistItems)
        .leftJoin(doneBy, eq(doneBy.id, jobChecklistItems.doneById))
        .where(inArray(jobChecklistItems.jobId, jobIds))
        .orderBy(asc(jobChecklistItems.position), asc(jobChecklistItems.createdAt))
    : [];
  const lists = new Map<string, ChecklistItem[]>();
  for (const r of rows) {
    const list = lists.get(r.item.jobId) ?? [];
    list.push(toChecklistItem(r.item, fullName(r.first, r.last)));
    lists.set(r.item.jobId, list);
  }
  return lists;
}

export const toChecklistItem = (
  item: typeof jobChecklistItems.$inferSelect,
  doneByName: string | null,
): ChecklistItem => ({
  id: item.id,
  label: item.label,
  done: item.done,
  doneAt: item.doneAt,
  doneById: item.doneById,
  doneByName: item.done ? doneByName : null,
});

/**
 * The team after a write, lead first, or undefined when the write leaves it alone. `teamIds` names the whole team;
 * a `userAssigneeId` sent with it is put first. A `userAssigneeId` alone (callers that know one assignee) replaces
 * the lead and keeps the rest of the team; null empties the team.
 */
export function resolveTeam(
  current: string[],
  input: { teamIds?: string[]; userAssigneeId?: string | null },
): string[] | undefined {
  if (input.teamIds !== undefined) {
    const lead = input.userAssigneeId;
    return lead && input.teamIds[0] !== lead
      ? [lead, ...input.teamIds.filter((id) => id !== lead)]
      : [...input.teamIds];
  }
  if (input.userAssigneeId === undefined) return undefined;
  if (input.userAssigneeId === null) return [];
  const lead = input.userAssigneeId;
  return [lead, ...current.slice(1).filter((id) => id !== lead)];
}

/** 400 unless every member is a Cleaner or Administrator of the company. */
export async function assertTeam(db: Db, companyId: string, team: string[], field: 'teamIds' | 'userAssigneeId') {
  for (const id of team) await assertMember(db, companyId, id, ['Cleaner', 'Administrator'], field);
}

/** Replaces a job's team and keeps `assignee_id` on the lead; inside the caller's transaction. */
export async function writeTeam(tx: Writer, jobId: string, team: string[]) {
  await tx.delete(jobTeam).where(eq(jobTeam.jobId, jobId));
  if (team.length) await tx.insert(jobTeam).values(team.map((userId, position) => ({ jobId, userId, position })));
  await tx
    .update(jobs)
    .set({ assigneeId: team[0] ?? null })
    .where(eq(jobs.id, jobId));
}

/**
 * Replaces a job's checklist with `entries`, in order: an entry with the id of one of the job's items keeps it (and
 * whether it was ticked) under its new label; items left out are removed; entries without an id are added.
 */
export async function writeChecklist(tx: Writer, jobId: string, entries: { id?: string; label: string }[]) {
  const keep = entries.flatMap((e) => (e.id ? [e.id] : []));
  if (keep.length) {
    const mine = await tx
      .select({ id: jobChecklistItems.id })
      .from(jobChecklistItems)
      .where(and(eq(jobChecklistItems.jobId, jobId), inArray(jobChecklistItems.id, keep)));
    if (mine.length !== new Set(keep).size)
      throw badRequest('Please correct the highlighted fields', { checklist: ['A task belongs to another job'] });
  }
  await tx
    .delete(jobChecklistItems)
    .where(
      keep.length
        ? and(eq(jobChecklistItems.jobId, jobId), notInArray(jobChecklistItems.id, keep))
        : eq(jobChecklistItems.jobId, jobId),
    );
  for (const [position, entry] of entries.entries()) {
    if (entry.id)
      await tx
        .update(jobChecklistItems)
        .set({ label: entry.label, position })
        .where(eq(jobChecklistItems.id, entry.id));
    else await tx.insert(jobChecklistItems).values({ jobId, label: entry.label, position });
  }
}
