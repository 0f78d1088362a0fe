import 'server-only';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { isAdmin } from '@/lib/roles';
import { londonClock } from '@/lib/timesheets/lateness';
import type { ClockInInput } from '@/lib/clocking/schemas';
import type { Actor } from '@/lib/server/auth/actor';
import type { Db } from '@/lib/server/db/client';
import { clockRecords, jobs, rotaShifts, users } from '@/lib/server/db/schema';
import { badRequest, conflict, forbidden } from '@/lib/server/http/errors';
import { assertCompanyAdmin, pgErrorCode } from '@/lib/server/auth/access';
import { onTeam } from '@/lib/server/jobs/team';
import { getClockRecord } from './records';
import { byClientId, distanceFromSite, offlineValues } from './stamps';

const ALREADY_IN = 'You are already clocked in; clock out first';

/**
 * What a Cleaner's one-button clock-in is against when it names neither: today's shift (the first not yet over, else
 * the last), otherwise today's job on their team (London day and time).
 */
async function todaysWork(db: Db, userId: string): Promise<{ shiftId: string | null; jobId: string | null }> {
  const now = londonClock(new Date());
  const hhmm = `${String(Math.floor(now.minutes / 60)).padStart(2, '0')}:${String(now.minutes % 60).padStart(2, '0')}`;
  const shifts = await db
    .select({ id: rotaShifts.id, jobId: rotaShifts.jobId, endTime: rotaShifts.endTime })
    .from(rotaShifts)
    .where(and(eq(rotaShifts.cleanerId, userId), eq(rotaShifts.date, now.date)))
    .orderBy(asc(rotaShifts.startTime));
  const shift = shifts.find((s) => s.endTime > hhmm) ?? shifts.at(-1);
  if (shift) return { shiftId: shift.id, jobId: shift.jobId };
  const [job] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(onTeam(userId), eq(jobs.scheduledDate, now.date)))
    .orderBy(asc(jobs.startTime), asc(jobs.createdAt))
    .limit(1);
  return { shiftId: null, jobId: job?.id ?? null };
}

/**
 * Clocks a user in: a Cleaner always themselves and now (or, recorded offline, at the device's time); an admin may clock in a cleaner of their company at a given
 * time. The shift must be the user's and the job the company's. A second open record for the user is 409.
 */
export async function clockIn(db: Db, actor: Actor, input: ClockInInput) {
  if (actor.role === 'Client') throw forbidden();
  const admin = isAdmin(actor.role);
  if (!admin && ((input.userId && input.userId !== actor.id) || input.clockIn))
    throw forbidden('You can only clock yourself in, now');
  const userId = input.userId ?? actor.id;
  // A resend of a clock-in that already arrived answers the stored record: the phone's queue may send twice.
  const resent = await byClientId(db, userId, 'clientId', input.clientId);
  if (resent) return getClockRecord(db, actor, resent.id);
  const offline = admin ? null : offlineValues(input);
  const [user] = await db.select({ companyId: users.companyId }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user?.companyId)
    throw badRequest('Please correct the highlighted fields', { userId: ['Choose a member of staff of this company'] });
  if (admin) assertCompanyAdmin(actor, user.companyId);
  const implied = !admin && !input.shiftId && !input.jobId ? await todaysWork(db, userId) : null;
  let jobId = input.jobId ?? implied?.jobId ?? null;
  if (input.shiftId) {
    const [shift] = await db
      .select({ cleanerId: rotaShifts.cleanerId, jobId: rotaShifts.jobId })
      .from(rotaShifts)
      .where(eq(rotaShifts.id, input.shiftId))
      .limit(1);
    if (!shift || shift.cleanerId !== userId)
      throw badRequest('Please correct the highlighted fields', { shiftId: ['Choose one of your shifts'] });
    jobId ??= shift.jobId;
  }
  if (jobId) {
    const [job] = await db
      .select({ companyId: jobs.companyId, mine: onTeam(actor.id) })
      .from(jobs)
      .where(eq(jobs.id, jobId))
      .limit(1);
    if (!job || job.companyId !== user.companyId)
      throw badRequest('Please correct the highlighted fields', { jobId: ['Choose a job of this company'] });
    // Anyone on the job's team (not only its lead) clocks in against it.
    if (!admin && !input.shiftId && !implied?.shiftId && !job.mine) throw forbidden('This job is not assigned to you');
  }
  const [open] = await db
    .select({ id: clockRecords.id, clientId: clockRecords.clientId })
    .from(clockRecords)
    .where(and(eq(clockRecords.userId, userId), isNull(clockRecords.clockOut)))
    .limit(1);
  // A double send racing its twin finds the twin's record open: the same clock-in, not a second one.
  if (open && input.clientId && open.clientId === input.clientId) return getClockRecord(db, actor, open.id);
  if (open) throw conflict(ALREADY_IN);
  // Far from the site is flagged for the office, never refused: the cleaner may be right and the site wrong.
  const clockInDistanceM = await distanceFromSite(db, jobId, input.location);
  try {
    const [row] = await db
      .insert(clockRecords)
      .values({
        companyId: user.companyId,
        userId,
        shiftId: input.shiftId ?? implied?.shiftId ?? null,
        jobId,
        clockIn: input.clockIn ? new Date(input.clockIn) : (offline?.at ?? new Date()),
        clockInLocation: input.location ?? null,
        notes: input.notes ?? null,
        clockInDistanceM,
        clientId: input.clientId ?? null,
        recordedOffline: offline?.recordedOffline ?? false,
        clockSkewSeconds: offline?.clockSkewSeconds ?? null,
      })
      .returning({ id: clockRecords.id });
    return getClockRecord(db, actor, row!.id);
  } catch (error) {
    const raced = await byClientId(db, userId, 'clientId', input.clientId);
    if (raced) return getClockRecord(db, actor, raced.id);
    if (pgErrorCode(error) === '23505') throw conflict(ALREADY_IN);
    throw error;
  }
}
