import 'server-only';
import { and, count, desc, eq, gte, ilike, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { halfDayProblem, leaveDays } from '@/lib/leave/days';
import { isAdmin, isSuperAdmin } from '@/lib/roles';
import type { CreateLeaveInput, ListLeaveInput, UpdateLeaveInput } from '@/lib/leave/schemas';
import type { Actor } from '@/lib/server/auth/actor';
import type { Db } from '@/lib/server/db/client';
import { leaves, users } from '@/lib/server/db/schema';
import { badRequest, conflict, forbidden, notFound } from '@/lib/server/http/errors';
import { assertCompanyAdmin, companyFilter, fullName, likeTerm, orderOf, pageOf } from '@/lib/server/auth/access';
import { changesBetween, recordAudit } from '@/lib/server/audit/service';

const decider = alias(users, 'leave_decider');
type Joined = {
  leave: typeof leaves.$inferSelect;
  first: string | null;
  last: string | null;
  dFirst: string | null;
  dLast: string | null;
};
/** `days` counts a half day as 0.5. */
const toLeave = (r: Joined) => ({
  ...r.leave,
  days: leaveDays(r.leave),
  userName: fullName(r.first, r.last),
  decidedByName: fullName(r.dFirst, r.dLast),
});

const joined = (db: Db) =>
  db
    .select({
      leave: leaves,
      first: users.firstName,
      last: users.lastName,
      dFirst: decider.firstName,
      dLast: decider.lastName,
    })
    .from(leaves)
    .leftJoin(users, eq(users.id, leaves.userId))
    .leftJoin(decider, eq(decider.id, leaves.decidedById));

const NOT_FOUND = 'Failed to fetch leave by ID';
const OVERLAP = 'This leave overlaps another request for the same person';

function visibility(actor: Actor): SQL | undefined {
  if (isAdmin(actor.role)) return companyFilter(actor, leaves.companyId);
  if (actor.role === 'Cleaner') return eq(leaves.userId, actor.id);
  throw forbidden();
}

const userNameSql = sql`concat_ws(' ', ${users.firstName}, ${users.lastName})`;

/**
 * Leave overlapping startDate–endDate: the company's for admins, a Cleaner's own; newest first. Search matches the
 * person's name or the reason; `counts` gives the number per status (before the status filter) for the list's tabs.
 */
export async function listLeave(db: Db, actor: Actor, input: ListLeaveInput) {
  const where: (SQL | undefined)[] = [visibility(actor)];
  if (input.startDate) where.push(gte(leaves.endDate, input.startDate));
  if (input.endDate) where.push(lte(leaves.startDate, input.endDate));
  if (input.userId) where.push(eq(leaves.userId, input.userId));
  if (input.search)
    where.push(or(ilike(userNameSql, likeTerm(input.search)), ilike(leaves.reason, likeTerm(input.search))));
  const base = and(...where);
  const filter = and(base, input.status ? eq(leaves.status, input.status) : undefined);
  const { limit, offset } = pageOf(input);
  const order = orderOf(
    input,
    {
      startDate: leaves.startDate,
      endDate: leaves.endDate,
      userName: userNameSql,
      type: leaves.type,
      status: leaves.status,
      createdAt: leaves.createdAt,
    },
    [desc(leaves.startDate), desc(leaves.id)],
  );
  const [rows, [total], perStatus] = await Promise.all([
    joined(db)
      .where(filter)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(leaves).leftJoin(users, eq(users.id, leaves.userId)).where(filter),
    db
      .select({ status: leaves.status, value: count() })
      .from(leaves)
      .leftJoin(users, eq(users.id, leaves.userId))
      .where(base)
      .groupBy(leaves.status),
  ]);
  const counts = { all: 0, pending: 0, approved: 0, rejected: 0 };
  for (const row of perStatus) {
    counts[row.status] = row.value;
    counts.all += row.value;
  }
  const totalRecords = total?.value ?? 0;
  return {
    data: rows.map(toLeave),
    totalRecords,
    totalPages: Math.max(1, Math.ceil(totalRecords / input.pageSize)),
    counts,
  };
}

async function findVisible(db: Db, actor: Actor, id: string) {
  const [row] = await joined(db).where(eq(leaves.id, id)).limit(1);
  if (!row) throw notFound(NOT_FOUND);
  if (isAdmin(actor.role)) assertCompanyAdmin(actor, row.leave.companyId);
  else if (actor.role !== 'Cleaner' || row.leave.userId !== actor.id) throw forbidden();
  return row;
}

export async function getLeave(db: Db, actor: Actor, id: string) {
  return toLeave(await findVisible(db, actor, id));
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Locks the person's row (serialising their leave writes) and refuses a period overlapping pending or approved leave. */
async function assertNoOverlap(tx: Tx, userId: string, startDate: string, endDate: string, exceptId?: string) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const [clash] = await tx
    .select({ id: leaves.id })
    .from(leaves)
    .where(
      and(
        eq(leaves.userId, userId),
        ne(leaves.status, 'rejected'),
        lte(leaves.startDate, endDate),
        gte(leaves.endDate, startDate),
        exceptId ? ne(leaves.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (clash) throw conflict(OVERLAP);
}

/** A Cleaner requests leave for themselves; an admin may record it for staff of their company. Starts pending. */
export async function createLeave(db: Db, actor: Actor, input: CreateLeaveInput) {
  if (actor.role === 'Client') throw forbidden();
  if (input.userId && input.userId !== actor.id && !isAdmin(actor.role)) throw forbidden();
  const userId = input.userId ?? actor.id;
  const [user] = await db
    .select({ companyId: users.companyId, role: users.role })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user || !user.companyId || user.role === 'Client')
    throw badRequest('Please correct the highlighted fields', { userId: ['Choose a member of staff'] });
  if (userId !== actor.id) assertCompanyAdmin(actor, user.companyId);
  const id = await db.transaction(async (tx) => {
    await assertNoOverlap(tx, userId, input.startDate, input.endDate);
    const [row] = await tx
      .insert(leaves)
      .values({
        companyId: user.companyId!,
        userId,
        type: input.type,
        startDate: input.startDate,
        endDate: input.endDate,
        reason: input.reason,
        startHalf: input.startHalf ?? null,
        endHalf: input.endHalf ?? null,
      })
      .returning({ id: leaves.id });
    return row!.id;
  });
  return getLeave(db, actor, id);
}

/**
 * A Cleaner edits their own pending request (never its status). Admins of the company edit it and decide
 * (approved / rejected, recording who and when); an Administrator does not decide their own leave.
 */
export async function updateLeave(db: Db, actor: Actor, input: UpdateLeaveInput) {
  const current = (await findVisible(db, actor, input.id)).leave;
  const admin = isAdmin(actor.role);
  const deciding = input.status !== undefined && input.status !== current.status;
  if (!admin) {
    if (deciding) throw forbidden('Only an administrator can approve or reject leave');
    if (current.status !== 'pending') throw conflict('This leave has already been decided');
  }
  if (deciding && current.userId === actor.id && !isSuperAdmin(actor.role))
    throw forbidden('You cannot decide your own leave');
  const startDate = input.startDate ?? current.startDate;
  const endDate = input.endDate ?? current.endDate;
  if (endDate < startDate)
    throw badRequest('Please correct the highlighted fields', {
      endDate: ['End date must be on or after the start date'],
    });
  const startHalf = input.startHalf !== undefined ? input.startHalf : current.startHalf;
  const endHalf = input.endHalf !== undefined ? input.endHalf : current.endHalf;
  const halves = halfDayProblem({ startDate, endDate, startHalf, endHalf });
  if (halves) throw badRequest('Please correct the highlighted fields', { [halves.path]: [halves.message] });
  const status = input.status ?? current.status;
  await db.transaction(async (tx) => {
    if (status !== 'rejected') await assertNoOverlap(tx, current.userId, startDate, endDate, current.id);
    await tx
      .update(leaves)
      .set({
        type: input.type,
        reason: input.reason,
        startDate,
        endDate,
        startHalf,
        endHalf,
        status,
        updatedAt: new Date(),
        ...(deciding ? { decidedById: actor.id, decidedAt: new Date() } : {}),
      })
      .where(eq(leaves.id, current.id));
    if (deciding || (admin && current.userId !== actor.id)) {
      await recordAudit(tx, actor, {
        companyId: current.companyId,
        action: deciding ? status : 'update',
        entityType: 'leave',
        entityId: current.id,
        summary: deciding ? `Leave ${startDate} to ${endDate} ${status}` : `Edited leave ${startDate} to ${endDate}`,
        changes: changesBetween(current, { status, startDate, endDate, type: input.type, reason: input.reason }),
      });
    }
  });
  return getLeave(db, actor, current.id);
}

/** A Cleaner withdraws their own pending request; admins delete any of their company's. */
export async function deleteLeave(db: Db, actor: Actor, id: string) {
  const current = (await findVisible(db, actor, id)).leave;
  if (!isAdmin(actor.role) && current.status !== 'pending') throw conflict('This leave has already been decided');
  await db.transaction(async (tx) => {
    await tx.delete(leaves).where(eq(leaves.id, id));
    if (current.userId !== actor.id) {
      await recordAudit(tx, actor, {
        companyId: current.companyId,
        action: 'delete',
        entityType: 'leave',
        entityId: id,
        summary: `Deleted leave ${current.startDate} to ${current.endDate} (${current.status})`,
      });
    }
  });
  return { success: true, id };
}
