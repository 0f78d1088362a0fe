import 'server-only';
import { and, asc, count, eq, gte, lt, lte, ne, sql, type SQL } from 'drizzle-orm';
import { isAdmin } from '@/lib/roles';
import type { CreateRotaInput, ListRotasInput, UpdateRotaInput } from '@/lib/rota/schemas';
import type { Actor } from '@/lib/server/auth/actor';
import type { Db } from '@/lib/server/db/client';
import { jobs, rotaShifts, users } from '@/lib/server/db/schema';
import { badRequest, conflict, forbidden, notFound } from '@/lib/server/http/errors';
import { findClashes } from '@/lib/rota/clashes';
import { assertCompanyAdmin, companyFilter, fullName } from '@/lib/server/auth/access';
import { approvedLeave } from './planning';

type ShiftRow = typeof rotaShifts.$inferSelect;
type Joined = { shift: ShiftRow; first: string | null; last: string | null; jobTitle: string | null };

const toShift = (r: Joined) => ({ ...r.shift, cleanerName: fullName(r.first, r.last), jobTitle: r.jobTitle });

const joined = (db: Db) =>
  db
    .select({ shift: rotaShifts, first: users.firstName, last: users.lastName, jobTitle: jobs.title })
    .from(rotaShifts)
    .leftJoin(users, eq(users.id, rotaShifts.cleanerId))
    .leftJoin(jobs, eq(jobs.id, rotaShifts.jobId));

/** Admins see the company's rota; a Cleaner their own shifts; Clients nothing. */
function visibility(actor: Actor): SQL | undefined {
  if (isAdmin(actor.role)) return companyFilter(actor, rotaShifts.companyId);
  if (actor.role === 'Cleaner') return eq(rotaShifts.cleanerId, actor.id);
  throw forbidden();
}

/** Shifts between startDate and endDate (inclusive), by date and start time: `{ data, totalRecords }`. */
export async function listShifts(db: Db, actor: Actor, input: ListRotasInput) {
  const where: (SQL | undefined)[] = [visibility(actor)];
  if (input.startDate) where.push(gte(rotaShifts.date, input.startDate));
  if (input.endDate) where.push(lte(rotaShifts.date, input.endDate));
  if (input.cleanerId) where.push(eq(rotaShifts.cleanerId, input.cleanerId));
  const filter = and(...where);
  const pageSize = input.pageSize ?? 1000;
  const [rows, [total]] = await Promise.all([
    joined(db)
      .where(filter)
      .orderBy(asc(rotaShifts.date), asc(rotaShifts.startTime), asc(rotaShifts.id))
      .limit(pageSize)
      .offset(((input.pageNumber ?? 1) - 1) * pageSize),
    db.select({ value: count() }).from(rotaShifts).where(filter),
  ]);
  return { data: rows.map(toShift), totalRecords: total?.value ?? 0 };
}

async function findVisible(db: Db, actor: Actor, id: string) {
  const [row] = await joined(db).where(eq(rotaShifts.id, id)).limit(1);
  if (!row) throw notFound('Shift not found');
  if (isAdmin(actor.role)) assertCompanyAdmin(actor, row.shift.companyId);
  else if (row.shift.cleanerId !== actor.id) throw forbidden();
  return row;
}

export async function getShift(db: Db, actor: Actor, id: string) {
  return toShift(await findVisible(db, actor, id));
}

type ShiftValues = { cleanerId: string; jobId: string | null; date: string; startTime: string; endTime: string };

/** The cleaner must work for the company and the job belong to it; a cleaner's shifts may not overlap (409). */
async function checkShift(tx: Db, companyId: string, v: ShiftValues, exceptId?: string) {
  // Locks the cleaner's row so two overlapping shifts created at once are serialised.
  const [cleaner] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, v.cleanerId), eq(users.companyId, companyId), eq(users.role, 'Cleaner')))
    .for('update');
  if (!cleaner)
    throw badRequest('Please correct the highlighted fields', { cleanerId: ['Choose a cleaner of this company'] });
  if (v.jobId) {
    const [job] = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.id, v.jobId), eq(jobs.companyId, companyId)))
      .limit(1);
    if (!job) throw badRequest('Please correct the highlighted fields', { jobId: ['Choose a job of this company'] });
  }
  const [clash] = await tx
    .select({ id: rotaShifts.id })
    .from(rotaShifts)
    .where(
      and(
        eq(rotaShifts.cleanerId, v.cleanerId),
        eq(rotaShifts.date, v.date),
        lt(rotaShifts.startTime, v.endTime),
        sql`${rotaShifts.endTime} > ${v.startTime}`,
        exceptId ? ne(rotaShifts.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (clash) throw conflict('This cleaner already has a shift at that time');
  // Leave and a very long shift are flagged, not refused (the office decides): the same rules the form warns with.
  return findClashes({ ...v, id: exceptId }, [], await approvedLeave(tx, [v.cleanerId], v.date, v.date));
}

export async function createShift(db: Db, actor: Actor, input: CreateRotaInput) {
  if (!isAdmin(actor.role)) throw forbidden();
  const [cleaner] = await db
    .select({ companyId: users.companyId })
    .from(users)
    .where(eq(users.id, input.cleanerId))
    .limit(1);
  if (!cleaner?.companyId)
    throw badRequest('Please correct the highlighted fields', { cleanerId: ['Choose a cleaner of this company'] });
  assertCompanyAdmin(actor, cleaner.companyId);
  const companyId = cleaner.companyId;
  const { id, warnings } = await db.transaction(async (tx) => {
    const values = { ...input, jobId: input.jobId ?? null, site: input.site ?? null, notes: input.notes ?? null };
    const flagged = await checkShift(tx, companyId, values);
    const [row] = await tx
      .insert(rotaShifts)
      .values({ ...values, companyId })
      .returning({ id: rotaShifts.id });
    return { id: row!.id, warnings: flagged };
  });
  return { ...(await getShift(db, actor, id)), warnings };
}

export async function updateShift(db: Db, actor: Actor, input: UpdateRotaInput) {
  const current = (await findVisible(db, actor, input.id)).shift;
  assertCompanyAdmin(actor, current.companyId);
  const next = {
    cleanerId: input.cleanerId ?? current.cleanerId,
    jobId: input.jobId !== undefined ? input.jobId : current.jobId,
    site: input.site !== undefined ? input.site : current.site,
    date: input.date ?? current.date,
    startTime: input.startTime ?? current.startTime,
    endTime: input.endTime ?? current.endTime,
    notes: input.notes !== undefined ? input.notes : current.notes,
  };
  if (next.endTime <= next.startTime)
    throw badRequest('Please correct the highlighted fields', { endTime: ['End time must be after the start time'] });
  if (!next.jobId && !next.site)
    throw badRequest('Please correct the highlighted fields', { site: ['Choose a job or enter a site'] });
  const warnings = await db.transaction(async (tx) => {
    const flagged = await checkShift(tx, current.companyId, next, current.id);
    await tx
      .update(rotaShifts)
      .set({ ...next, updatedAt: new Date() })
      .where(eq(rotaShifts.id, current.id));
    return flagged;
  });
  return { ...(await getShift(db, actor, current.id)), warnings };
}

export async function deleteShift(db: Db, actor: Actor, id: string) {
  const current = (await findVisible(db, actor, id)).shift;
  assertCompanyAdmin(actor, current.companyId);
  await db.delete(rotaShifts).where(eq(rotaShifts.id, id));
  return { success: true, id };
}
