import 'server-only';
import { and, asc, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import { isAdmin } from '@/lib/roles';
import type { ListTimesheetsInput } from '@/lib/timesheets/schemas';
import type { Actor } from '@/lib/server/auth/actor';
import type { Db } from '@/lib/server/db/client';
import { timesheets, users } from '@/lib/server/db/schema';
import { forbidden, notFound } from '@/lib/server/http/errors';
import { assertCompanyAdmin, companyFilter, likeTerm, pageOf } from '@/lib/server/auth/access';
import { minutesFor, toTimesheet, type TimesheetRow } from './hours';

// Reading timesheets: the period's list and one saved sheet, each limited to the company's for admins and to their
// own for a Cleaner.

/**
 * Timesheets for a period: one line per Cleaner (admins: the company's, optionally one; a Cleaner: their own) with
 * scheduled hours from the rota, worked hours from clock records and the approved hours if approved.
 */
export async function listTimesheets(db: Db, actor: Actor, input: ListTimesheetsInput) {
  const where: (SQL | undefined)[] = [eq(users.role, 'Cleaner')];
  if (isAdmin(actor.role)) where.push(companyFilter(actor, users.companyId));
  else if (actor.role === 'Cleaner') where.push(eq(users.id, actor.id));
  else throw forbidden();
  if (input.userId) where.push(eq(users.id, input.userId));
  if (input.search)
    where.push(ilike(sql`concat_ws(' ', ${users.firstName}, ${users.lastName})`, likeTerm(input.search)));
  const filter = and(...where);
  const { limit, offset } = pageOf(input);
  const dir = input.sortBy === 'name' && input.sortOrder === 'desc' ? desc : asc;
  const [people, [total]] = await Promise.all([
    db
      .select({ id: users.id, first: users.firstName, last: users.lastName })
      .from(users)
      .where(filter)
      .orderBy(dir(users.lastName), dir(users.firstName), asc(users.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(users).where(filter),
  ]);
  const ids = people.map((p) => p.id);
  const [{ scheduled, worked, punctuality }, saved] = await Promise.all([
    minutesFor(db, ids, input),
    ids.length
      ? db
          .select()
          .from(timesheets)
          .where(
            and(
              inArray(timesheets.userId, ids),
              eq(timesheets.startDate, input.startDate),
              eq(timesheets.endDate, input.endDate),
            ),
          )
      : Promise.resolve([] as TimesheetRow[]),
  ]);
  const savedBy = new Map(saved.map((s) => [s.userId, s]));
  return {
    data: people.map((p) =>
      toTimesheet(p, input, scheduled.get(p.id) ?? 0, worked.get(p.id) ?? 0, savedBy.get(p.id), punctuality.get(p.id)),
    ),
    totalRecords: total?.value ?? 0,
    totalPages: Math.max(1, Math.ceil((total?.value ?? 0) / input.pageSize)),
  };
}

export async function getTimesheet(db: Db, actor: Actor, id: string) {
  const [row] = await db
    .select({ sheet: timesheets, first: users.firstName, last: users.lastName })
    .from(timesheets)
    .innerJoin(users, eq(users.id, timesheets.userId))
    .where(eq(timesheets.id, id))
    .limit(1);
  if (!row) throw notFound('Timesheet not found');
  if (isAdmin(actor.role)) assertCompanyAdmin(actor, row.sheet.companyId);
  else if (row.sheet.userId !== actor.id) throw forbidden();
  const s = row.sheet;
  return toTimesheet({ id: s.userId, first: row.first, last: row.last }, s, s.scheduledMinutes, s.workedMinutes, s);
}
