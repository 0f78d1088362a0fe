import 'server-only';
import { and, asc, count, desc, eq, gte, ilike, isNotNull, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { FAR_FROM_SITE_METRES, haversineMetres } from '@/lib/clocking/distance';
import { isAdmin } from '@/lib/roles';
import { isSkewed, skewSeconds } from '@/lib/offline/rules';
import { londonClock } from '@/lib/timesheets/lateness';
import type { ClockInInput, ClockOutInput, ListClockInput } from '@/lib/clocking/schemas';
import type { Actor } from '@/lib/server/auth/actor';
import type { Db } from '@/lib/server/db/client';
import { clockRecords, jobs, rotaShifts, timesheets, users, type GeoPoint } from '@/lib/server/db/schema';
import { badRequest, conflict, forbidden, notFound } from '@/lib/server/http/errors';
import { assertCompanyAdmin, companyFilter, fullName, likeTerm, orderOf, pgErrorCode } from '@/lib/server/auth/access';
import { changesBetween, recordAudit } from '@/lib/server/audit/service';
import { onTeam } from '@/lib/server/jobs/team';

type Joined = {
  record: typeof clockRecords.$inferSelect;
  first: string | null;
  last: string | null;
  jobTitle: string | null;
  jobClientId: string | null;
};

/**
 * Why the office should look at a record: no position at clock-in or clock-out (refused or unavailable), a position
 * more than FAR_FROM_SITE_METRES from the job's site, or an entry the office made instead of the person clocking.
 */
export type ClockFlag =
  | 'noLocationIn'
  | 'noLocationOut'
  | 'farFromSiteIn'
  | 'farFromSiteOut'
  | 'enteredByOffice'
  | 'recordedOffline'
  | 'clockSkew';

const far = (metres: number | null) => metres !== null && metres > FAR_FROM_SITE_METRES;

const toRecord = (r: Joined) => {
  const { clockIn, clockOut, clockInLocation, clockOutLocation, clockInDistanceM, clockOutDistanceM, enteredById } =
    r.record;
  const flags: ClockFlag[] = [];
  if (enteredById) flags.push('enteredByOffice');
  else {
    if (!clockInLocation) flags.push('noLocationIn');
    if (clockOut && !clockOutLocation) flags.push('noLocationOut');
  }
  if (far(clockInDistanceM)) flags.push('farFromSiteIn');
  if (far(clockOutDistanceM)) flags.push('farFromSiteOut');
  if (r.record.recordedOffline) flags.push('recordedOffline');
  if (isSkewed(r.record.clockSkewSeconds)) flags.push('clockSkew');
  return {
    ...r.record,
    userName: fullName(r.first, r.last),
    jobTitle: r.jobTitle,
    workedMinutes: clockOut ? Math.round((clockOut.getTime() - clockIn.getTime()) / 60_000) : null,
    flags,
  };
};

const userNameSql = sql`concat_ws(' ', ${users.firstName}, ${users.lastName})`;

const joined = (db: Db) =>
  db
    .select({
      record: clockRecords,
      first: users.firstName,
      last: users.lastName,
      jobTitle: jobs.title,
      jobClientId: jobs.clientId,
    })
    .from(clockRecords)
    .leftJoin(users, eq(users.id, clockRecords.userId))
    .leftJoin(jobs, eq(jobs.id, clockRecords.jobId));

/** Admins see the company's records; a Cleaner their own; a Client the visits to their own jobs. */
function visibility(actor: Actor): SQL | undefined {
  if (isAdmin(actor.role)) return companyFilter(actor, clockRecords.companyId);
  return actor.role === 'Cleaner' ? eq(clockRecords.userId, actor.id) : eq(jobs.clientId, actor.id);
}

const dayAfter = (date: string) => new Date(new Date(`${date}T00:00:00Z`).getTime() + 86_400_000);

/** Records whose clock-in falls between startDate and endDate (inclusive, UTC days), newest first. */
export async function listClockRecords(db: Db, actor: Actor, input: ListClockInput) {
  const where: (SQL | undefined)[] = [visibility(actor)];
  if (input.startDate) where.push(gte(clockRecords.clockIn, new Date(`${input.startDate}T00:00:00Z`)));
  if (input.endDate) where.push(lt(clockRecords.clockIn, dayAfter(input.endDate)));
  if (input.userId) where.push(eq(clockRecords.userId, input.userId));
  if (input.state)
    where.push(input.state === 'open' ? isNull(clockRecords.clockOut) : isNotNull(clockRecords.clockOut));
  if (input.search)
    where.push(or(ilike(userNameSql, likeTerm(input.search)), ilike(jobs.title, likeTerm(input.search))));
  const filter = and(...where);
  const limit = input.pageSize ?? 1000;
  const offset = input.pageSize ? ((input.pageNumber ?? 1) - 1) * input.pageSize : 0;
  const order = orderOf(
    input,
    { clockIn: clockRecords.clockIn, clockOut: clockRecords.clockOut, userName: userNameSql },
    [desc(clockRecords.clockIn), desc(clockRecords.id)],
  );
  const [rows, [total]] = await Promise.all([
    joined(db)
      .where(filter)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db
      .select({ value: count() })
      .from(clockRecords)
      .leftJoin(users, eq(users.id, clockRecords.userId))
      .leftJoin(jobs, eq(jobs.id, clockRecords.jobId))
      .where(filter),
  ]);
  const totalRecords = total?.value ?? 0;
  return { data: rows.map(toRecord), totalRecords, totalPages: Math.max(1, Math.ceil(totalRecords / limit)) };
}

async function findVisible(db: Db, actor: Actor, id: string) {
  const [row] = await joined(db).where(eq(clockRecords.id, id)).limit(1);
  if (!row) throw notFound('Clock record not found');
  if (isAdmin(actor.role)) assertCompanyAdmin(actor, row.record.companyId);
  else if (actor.role === 'Cleaner' ? row.record.userId !== actor.id : row.jobClientId !== actor.id) throw forbidden();
  return row;
}

export async function getClockRecord(db: Db, actor: Actor, id: string) {
  return toRecord(await findVisible(db, actor, id));
}

const ALREADY_IN = 'You are already clocked in; clock out first';

/** Metres from the job's site, or null when the position, the job or its site is unknown. */
async function distanceFromSite(db: Db, jobId: string | null, place: GeoPoint | null | undefined) {
  if (!jobId || !place) return null;
  const [job] = await db
    .select({ latitude: jobs.siteLatitude, longitude: jobs.siteLongitude })
    .from(jobs)
    .where(eq(jobs.id, jobId))
    .limit(1);
  if (job?.latitude == null || job.longitude == null) return null;
  return Math.round(haversineMetres(place, { latitude: job.latitude, longitude: job.longitude }));
}

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

/** The larger drift of the device's clock, of a record's clock-in and its clock-out. */
const widerSkew = (a: number | null, b: number | null) =>
  a === null ? b : b === null ? a : Math.abs(a) >= Math.abs(b) ? a : b;

/** What an offline stamp writes on a record: the device's time, the mark, and the clock's drift when sent. */
function offlineValues(input: { recordedAt?: string; deviceNow?: string }, previousSkew: number | null = null) {
  if (!input.recordedAt || !input.deviceNow) return null;
  return {
    at: new Date(input.recordedAt),
    recordedOffline: true,
    clockSkewSeconds: widerSkew(previousSkew, skewSeconds(input.deviceNow, new Date())),
  };
}

/** The user's record made with this client id, if a send of it already arrived. */
async function byClientId(db: Db, userId: string, column: 'clientId' | 'clockOutClientId', clientId?: string) {
  if (!clientId) return null;
  const [row] = await db
    .select({ id: clockRecords.id })
    .from(clockRecords)
    .where(and(eq(clockRecords.userId, userId), eq(clockRecords[column], clientId)))
    .limit(1);
  return row ?? null;
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
