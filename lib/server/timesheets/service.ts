import 'server-only';
import { and, eq } from 'drizzle-orm';
import { isAdmin } from '@/lib/roles';
import type { ApproveTimesheetInput } from '@/lib/timesheets/schemas';
import type { Actor } from '@/lib/server/auth/actor';
import type { Db } from '@/lib/server/db/client';
import { timesheets, users } from '@/lib/server/db/schema';
import { badRequest, forbidden, notFound } from '@/lib/server/http/errors';
import { assertCompanyAdmin } from '@/lib/server/auth/access';
import { changesBetween, recordAudit } from '@/lib/server/audit/service';
import { minutesFor, toTimesheet } from './hours';

// The office's one write to timesheets, approving a period's hours, with its audit entry in the same transaction.
// Time entries and the week view are in week.ts.

/** Approves a Cleaner's hours for a period (default: the hours worked); approving again replaces the figure. */
export async function approveTimesheet(db: Db, actor: Actor, input: ApproveTimesheetInput) {
  if (!isAdmin(actor.role)) throw forbidden();
  const [user] = await db
    .select({
      id: users.id,
      first: users.firstName,
      last: users.lastName,
      companyId: users.companyId,
      role: users.role,
    })
    .from(users)
    .where(eq(users.id, input.userId))
    .limit(1);
  if (!user) throw notFound('User not found');
  assertCompanyAdmin(actor, user.companyId);
  if (user.role !== 'Cleaner' || !user.companyId) throw forbidden('Timesheets are kept for cleaners');
  const { scheduled, worked } = await minutesFor(db, [user.id], input);
  const workedMinutes = worked.get(user.id) ?? 0;
  const [approved] = await db
    .select({ id: timesheets.id })
    .from(timesheets)
    .where(
      and(
        eq(timesheets.userId, user.id),
        eq(timesheets.startDate, input.startDate),
        eq(timesheets.endDate, input.endDate),
        eq(timesheets.status, 'approved'),
      ),
    )
    .limit(1);
  // A correction (hours other than those clocked, or changing an approved week) says why; the audit trail keeps who and what.
  const corrected =
    approved !== undefined ||
    (input.approvedHours !== undefined && Math.round(input.approvedHours * 60) !== workedMinutes);
  if (corrected && !input.notes?.trim()) {
    throw badRequest('Please correct the highlighted fields', { notes: ['Give the reason for the correction'] });
  }
  const values = {
    scheduledMinutes: scheduled.get(user.id) ?? 0,
    workedMinutes,
    approvedMinutes: input.approvedHours !== undefined ? Math.round(input.approvedHours * 60) : workedMinutes,
    status: 'approved' as const,
    notes: input.notes ?? null,
    approvedById: actor.id,
    approvedAt: new Date(),
    updatedAt: new Date(),
  };
  const companyId = user.companyId;
  const row = await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(timesheets)
      .where(
        and(
          eq(timesheets.userId, user.id),
          eq(timesheets.startDate, input.startDate),
          eq(timesheets.endDate, input.endDate),
        ),
      )
      .limit(1);
    const [saved] = await tx
      .insert(timesheets)
      .values({ companyId, userId: user.id, startDate: input.startDate, endDate: input.endDate, ...values })
      .onConflictDoUpdate({ target: [timesheets.userId, timesheets.startDate, timesheets.endDate], set: values })
      .returning();
    await recordAudit(tx, actor, {
      companyId,
      action: before ? 'update' : 'create',
      entityType: 'timesheet',
      entityId: saved!.id,
      summary: `Approved ${(values.approvedMinutes / 60).toFixed(2)} h for ${user.first} ${user.last}, ${input.startDate} to ${input.endDate}`,
      changes: changesBetween(before ? { approvedMinutes: before.approvedMinutes, notes: before.notes } : null, {
        approvedMinutes: values.approvedMinutes,
        notes: values.notes,
      }),
    });
    return saved!;
  });
  return toTimesheet(user, input, row!.scheduledMinutes, row!.workedMinutes, row);
}
