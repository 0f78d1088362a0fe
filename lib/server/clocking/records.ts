import 'server-only';
import { and, count, desc, eq, gte, ilike, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { FAR_FROM_SITE_METRES } from '@/lib/clocking/distance';
import { isAdmin } from '@/lib/roles';
import { isSkewed } from '@/lib/offline/rules';
import type { ListClockInput } from '@/lib/clocking/schemas';
import type { Actor } from '@/lib/server/auth/actor';
import type { Db } from '@/lib/server/db/client';
import { clockRecords, jobs, users } from '@/lib/server/db/schema';
import { forbidden, notFound } from '@/lib/server/http/errors';
import { assertCompanyAdmin, companyFilter, fullName, likeTerm, orderOf } from '@/lib/server/auth/access';

// Reading clock records: the list, one record, and who may see which, with the flags the office looks at.

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

/** The record, if the actor may see it (as in the list); 404 when there is none, 403 when it is another's. */
export async function findVisible(db: Db, actor: Actor, id: string) {
  const [row] = await joined(db).where(eq(clockRecords.id, id)).limit(1);
  if (!row) throw notFound('Clock record not found');
  if (isAdmin(actor.role)) assertCompanyAdmin(actor, row.record.companyId);
  else if (actor.role === 'Cleaner' ? row.record.userId !== actor.id : row.jobClientId !== actor.id) throw forbidden();
  return row;
}

export async function getClockRecord(db: Db, actor: Actor, id: string) {
  return toRecord(await findVisible(db, actor, id));
}
