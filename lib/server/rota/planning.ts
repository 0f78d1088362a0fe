import 'server-only';
import { and, asc, eq, gte, inArray, lte, ne } from 'drizzle-orm';
import { londonInstant } from '@/lib/availability/busy-days';
import { findClashes, type Clash } from '@/lib/rota/clashes';
import { busyBetween } from '@/lib/server/availability/busy';
import { isAdmin } from '@/lib/roles';
import type { CopyWeekInput, RotaClashesInput } from '@/lib/rota/schemas';
import type { Actor } from '@/lib/server/auth/actor';
import type { Db } from '@/lib/server/db/client';
import { leaves, rotaShifts, users } from '@/lib/server/db/schema';
import { badRequest, forbidden } from '@/lib/server/http/errors';
import { assertCompanyAdmin, resolveCompanyId } from '@/lib/server/auth/access';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
const DAY = 86_400_000;
const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

/** The approved leave of `userIds` overlapping [from, to], in the clash rules' shape. */
export async function approvedLeave(db: Db | Tx, userIds: string[], from: string, to: string) {
  if (!userIds.length) return [];
  return db
    .select({
      id: leaves.id,
      userId: leaves.userId,
      startDate: leaves.startDate,
      endDate: leaves.endDate,
      startHalf: leaves.startHalf,
      endHalf: leaves.endHalf,
    })
    .from(leaves)
    .where(
      and(
        inArray(leaves.userId, userIds),
        eq(leaves.status, 'approved'),
        lte(leaves.startDate, to),
        gte(leaves.endDate, from),
      ),
    );
}

/**
 * What a planned shift would clash with, before it is saved: the cleaner's overlapping shifts (the server refuses
 * those), their approved leave, busy time in their own calendars and a shift far longer than a working day (flagged). Admins of the cleaner's company.
 */
export async function shiftClashes(db: Db, actor: Actor, input: RotaClashesInput): Promise<{ clashes: Clash[] }> {
  if (!isAdmin(actor.role)) throw forbidden();
  const [cleaner] = await db
    .select({ companyId: users.companyId, role: users.role })
    .from(users)
    .where(eq(users.id, input.cleanerId))
    .limit(1);
  if (!cleaner || cleaner.role !== 'Cleaner')
    throw badRequest('Please correct the highlighted fields', { cleanerId: ['Choose a cleaner of this company'] });
  assertCompanyAdmin(actor, cleaner.companyId);
  const [others, leave, busy] = await Promise.all([
    db
      .select({
        id: rotaShifts.id,
        cleanerId: rotaShifts.cleanerId,
        date: rotaShifts.date,
        startTime: rotaShifts.startTime,
        endTime: rotaShifts.endTime,
      })
      .from(rotaShifts)
      .where(
        and(
          eq(rotaShifts.cleanerId, input.cleanerId),
          eq(rotaShifts.date, input.date),
          input.excludeId ? ne(rotaShifts.id, input.excludeId) : undefined,
        ),
      ),
    approvedLeave(db, [input.cleanerId], input.date, input.date),
    busyBetween(
      db,
      { companyId: cleaner.companyId!, userIds: [input.cleanerId] },
      londonInstant(input.date, input.startTime),
      londonInstant(input.date, input.endTime),
    ),
  ]);
  const shift = {
    id: input.excludeId ?? undefined,
    cleanerId: input.cleanerId,
    date: input.date,
    startTime: input.startTime,
    endTime: input.endTime,
  };
  return { clashes: findClashes(shift, others, leave, busy) };
}

/**
 * Copies a week's shifts to the same days of another week, in one transaction. A copy is skipped when it would
 * overlap a shift of that cleaner (already there or just copied) or fall during their approved leave, or when the
 * cleaner no longer works for the company. Returns how many were created and skipped.
 */
export async function copyWeek(db: Db, actor: Actor, input: CopyWeekInput) {
  if (!isAdmin(actor.role)) throw forbidden();
  const companyId = resolveCompanyId(actor, input.companyId);
  const offset = Math.round((Date.parse(input.toWeekStart) - Date.parse(input.fromWeekStart)) / DAY);
  const toEnd = addDays(input.toWeekStart, 6);
  return db.transaction(async (tx) => {
    const source = await tx
      .select()
      .from(rotaShifts)
      .where(
        and(
          eq(rotaShifts.companyId, companyId),
          gte(rotaShifts.date, input.fromWeekStart),
          lte(rotaShifts.date, addDays(input.fromWeekStart, 6)),
        ),
      )
      .orderBy(asc(rotaShifts.date), asc(rotaShifts.startTime), asc(rotaShifts.id));
    const cleanerIds = [...new Set(source.map((s) => s.cleanerId))];
    // Locks the cleaners' rows, as a single create does, so a shift created meanwhile cannot slip in beside a copy.
    const active = cleanerIds.length
      ? await tx
          .select({ id: users.id })
          .from(users)
          .where(
            and(
              inArray(users.id, cleanerIds),
              eq(users.companyId, companyId),
              eq(users.role, 'Cleaner'),
              eq(users.status, 'active'),
            ),
          )
          .for('update')
      : [];
    const activeIds = new Set(active.map((u) => u.id));
    const [existing, leave] = await Promise.all([
      activeIds.size
        ? tx
            .select({
              id: rotaShifts.id,
              cleanerId: rotaShifts.cleanerId,
              date: rotaShifts.date,
              startTime: rotaShifts.startTime,
              endTime: rotaShifts.endTime,
            })
            .from(rotaShifts)
            .where(
              and(
                inArray(rotaShifts.cleanerId, [...activeIds]),
                gte(rotaShifts.date, input.toWeekStart),
                lte(rotaShifts.date, toEnd),
              ),
            )
        : Promise.resolve([]),
      approvedLeave(tx, [...activeIds], input.toWeekStart, toEnd),
    ]);
    const planned = [...existing];
    const copies: (typeof rotaShifts.$inferInsert)[] = [];
    for (const s of source) {
      const copy = {
        id: `copy-${s.id}`,
        cleanerId: s.cleanerId,
        date: addDays(s.date, offset),
        startTime: s.startTime,
        endTime: s.endTime,
      };
      if (!activeIds.has(s.cleanerId) || findClashes(copy, planned, leave).some((c) => c.kind !== 'long')) continue;
      planned.push(copy);
      copies.push({
        companyId,
        cleanerId: s.cleanerId,
        jobId: s.jobId,
        site: s.site,
        date: copy.date,
        startTime: s.startTime,
        endTime: s.endTime,
        notes: s.notes,
      });
    }
    if (copies.length) await tx.insert(rotaShifts).values(copies);
    return {
      fromWeekStart: input.fromWeekStart,
      toWeekStart: input.toWeekStart,
      created: copies.length,
      skipped: source.length - copies.length,
    };
  });
}
