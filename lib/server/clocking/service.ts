import 'server-only';
import { and, eq, gte, lte } from 'drizzle-orm';
import { isAdmin } from '@/lib/roles';
import type { ClockOutInput } from '@/lib/clocking/schemas';
import type { Actor } from '@/lib/server/auth/actor';
import type { Db } from '@/lib/server/db/client';
import { clockRecords, timesheets } from '@/lib/server/db/schema';
import { badRequest, conflict, forbidden } from '@/lib/server/http/errors';
import { assertCompanyAdmin } from '@/lib/server/auth/access';
import { changesBetween, recordAudit } from '@/lib/server/audit/service';
import { findVisible, getClockRecord } from './records';
import { byClientId, distanceFromSite, offlineValues } from './stamps';

// Clocking out, an administrator's corrections and deletions, and the lock an approved timesheet puts on them.
// Reading records is in records.ts, clocking in in clock-in.ts.

/**
 * An approved timesheet locks the hours it covers: a clock record of that person on those days is no longer corrected
 * or deleted (payroll has been given the figure). The day is the London calendar day of the clock-in.
 */
export async function assertNotApproved(db: Db, userId: string, at: Date) {
  const day = at.toLocaleDateString('en-CA', { timeZone: 'Europe/London' });
  const [locked] = await db
    .select({ id: timesheets.id })
    .from(timesheets)
    .where(
      and(
        eq(timesheets.userId, userId),
        eq(timesheets.status, 'approved'),
        lte(timesheets.startDate, day),
        gte(timesheets.endDate, day),
      ),
    )
    .limit(1);
  if (locked) throw conflict('This week’s timesheet is approved, so its clock records are locked');
}

/** The record a clock-out names: by its id, or by the client id its clock-in was sent with from the same phone. */
async function clockOutTarget(db: Db, actor: Actor, id: string) {
  const sent = await byClientId(db, actor.id, 'clientId', id);
  return (await findVisible(db, actor, sent?.id ?? id)).record;
}

/**
 * Clocks out an open record (a Cleaner: their own, now, or recorded offline at the device's time); admins may also
 * correct the times. Out must follow in. A resent offline clock-out answers the record it already closed.
 */
export async function clockOut(db: Db, actor: Actor, input: ClockOutInput) {
  const current = await clockOutTarget(db, actor, input.id);
  const admin = isAdmin(actor.role);
  if (actor.role === 'Client') throw forbidden();
  if (!admin && (input.clockIn || input.clockOut)) throw forbidden('Only an administrator can correct clock times');
  if (input.clientId && current.clockOutClientId === input.clientId) return getClockRecord(db, actor, current.id);
  if (!admin && current.clockOut) throw conflict('You have already clocked out');
  const offline = admin ? null : offlineValues(input, current.clockSkewSeconds);
  const clockInAt = input.clockIn ? new Date(input.clockIn) : current.clockIn;
  const clockOutAt = input.clockOut
    ? new Date(input.clockOut)
    : admin && current.clockOut
      ? current.clockOut
      : (offline?.at ?? new Date());
  if (clockOutAt <= clockInAt)
    throw badRequest('Please correct the highlighted fields', { clockOut: ['Clock-out must be after clock-in'] });
  if (admin && (input.clockIn !== undefined || (input.clockOut !== undefined && current.clockOut !== null))) {
    await assertNotApproved(db, current.userId, current.clockIn);
    if (input.clockIn) await assertNotApproved(db, current.userId, clockInAt);
  }
  const values = {
    clockIn: clockInAt,
    clockOut: clockOutAt,
    ...(input.location !== undefined
      ? {
          clockOutLocation: input.location,
          clockOutDistanceM: await distanceFromSite(db, current.jobId, input.location),
        }
      : {}),
    ...(input.notes !== undefined ? { notes: input.notes } : {}),
    ...(input.clientId ? { clockOutClientId: input.clientId } : {}),
    ...(offline ? { recordedOffline: true, clockSkewSeconds: offline.clockSkewSeconds } : {}),
  };
  await db.transaction(async (tx) => {
    await tx
      .update(clockRecords)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(clockRecords.id, current.id));
    // An administrator changing recorded times is a timesheet correction: the trail keeps both values.
    const corrected =
      admin && (input.clockIn !== undefined || (input.clockOut !== undefined && current.clockOut !== null));
    if (corrected) {
      await recordAudit(tx, actor, {
        companyId: current.companyId,
        action: 'update',
        entityType: 'clocking',
        entityId: current.id,
        summary: `Corrected the clock times of record ${current.id}`,
        changes: changesBetween(
          { clockIn: current.clockIn.toISOString(), clockOut: current.clockOut?.toISOString() ?? null },
          { clockIn: clockInAt.toISOString(), clockOut: clockOutAt.toISOString() },
        ),
      });
    }
  });
  return getClockRecord(db, actor, current.id);
}

export async function deleteClockRecord(db: Db, actor: Actor, id: string) {
  const current = (await findVisible(db, actor, id)).record;
  assertCompanyAdmin(actor, current.companyId);
  await assertNotApproved(db, current.userId, current.clockIn);
  await db.transaction(async (tx) => {
    await tx.delete(clockRecords).where(eq(clockRecords.id, id));
    await recordAudit(tx, actor, {
      companyId: current.companyId,
      action: 'delete',
      entityType: 'clocking',
      entityId: id,
      summary: `Deleted clock record ${id}`,
      changes: changesBetween(
        {
          clockIn: current.clockIn.toISOString(),
          clockOut: current.clockOut?.toISOString() ?? null,
          userId: current.userId,
        },
        { clockIn: null, clockOut: null, userId: null },
      ),
    });
  });
  return { success: true, id };
}
