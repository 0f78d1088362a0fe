import 'server-only';
import { and, eq, gte, inArray, isNotNull, lt, lte, sql } from 'drizzle-orm';
import { lateness } from '@/lib/timesheets/lateness';
import type { Db } from '@/lib/server/db/client';
import { clockRecords, rotaShifts, timesheets } from '@/lib/server/db/schema';
import { fullName } from '@/lib/server/auth/access';

// The hours on a timesheet line (scheduled from the rota, worked from clock records, late starts and early finishes)
// and the line as the API answers it: one computation for the list, the one-sheet read and the approval, so the
// figures approved are the figures the office was shown.

type Period = { startDate: string; endDate: string };
export type TimesheetRow = typeof timesheets.$inferSelect;

const hours = (minutes: number) => Math.round((minutes / 60) * 100) / 100;
export const dayAfter = (date: string) => new Date(new Date(`${date}T00:00:00Z`).getTime() + 86_400_000);

/** Scheduled minutes (rota shifts) and worked minutes (closed clock records) per user over a period, in two grouped queries. */
export async function minutesFor(db: Db, userIds: string[], period: Period) {
  const scheduled = new Map<string, number>();
  const worked = new Map<string, number>();
  const punctuality = new Map<string, Punctuality>();
  if (!userIds.length) return { scheduled, worked, punctuality };
  const [shiftRows, clockRows, againstShifts] = await Promise.all([
    db
      .select({
        userId: rotaShifts.cleanerId,
        minutes: sql<string>`coalesce(sum(extract(epoch from (${rotaShifts.endTime}::time - ${rotaShifts.startTime}::time)) / 60), 0)`,
      })
      .from(rotaShifts)
      .where(
        and(
          inArray(rotaShifts.cleanerId, userIds),
          gte(rotaShifts.date, period.startDate),
          lte(rotaShifts.date, period.endDate),
        ),
      )
      .groupBy(rotaShifts.cleanerId),
    db
      .select({
        userId: clockRecords.userId,
        minutes: sql<string>`coalesce(sum(extract(epoch from (${clockRecords.clockOut} - ${clockRecords.clockIn})) / 60), 0)`,
      })
      .from(clockRecords)
      .where(
        and(
          inArray(clockRecords.userId, userIds),
          isNotNull(clockRecords.clockOut),
          gte(clockRecords.clockIn, new Date(`${period.startDate}T00:00:00Z`)),
          lt(clockRecords.clockIn, dayAfter(period.endDate)),
        ),
      )
      .groupBy(clockRecords.userId),
    // Clock records made against a shift of the period: late starts and early finishes.
    db
      .select({
        userId: clockRecords.userId,
        clockIn: clockRecords.clockIn,
        clockOut: clockRecords.clockOut,
        date: rotaShifts.date,
        startTime: rotaShifts.startTime,
        endTime: rotaShifts.endTime,
      })
      .from(clockRecords)
      .innerJoin(rotaShifts, eq(rotaShifts.id, clockRecords.shiftId))
      .where(
        and(
          inArray(clockRecords.userId, userIds),
          gte(rotaShifts.date, period.startDate),
          lte(rotaShifts.date, period.endDate),
        ),
      ),
  ]);
  for (const r of shiftRows) scheduled.set(r.userId, Math.round(Number(r.minutes)));
  for (const r of clockRows) worked.set(r.userId, Math.round(Number(r.minutes)));
  for (const r of againstShifts) {
    const { late, early } = lateness(r, new Date(r.clockIn), r.clockOut ? new Date(r.clockOut) : null);
    const counts = punctuality.get(r.userId) ?? { lateStarts: 0, earlyFinishes: 0 };
    punctuality.set(r.userId, {
      lateStarts: counts.lateStarts + Number(late),
      earlyFinishes: counts.earlyFinishes + Number(early),
    });
  }
  return { scheduled, worked, punctuality };
}

type Punctuality = { lateStarts: number; earlyFinishes: number };

export function toTimesheet(
  user: { id: string; first: string; last: string },
  period: Period,
  scheduled: number,
  worked: number,
  saved?: TimesheetRow,
  punctuality?: Punctuality,
) {
  return {
    id: saved?.id ?? null,
    userId: user.id,
    userName: fullName(user.first, user.last),
    startDate: period.startDate,
    endDate: period.endDate,
    scheduledHours: hours(scheduled),
    workedHours: hours(worked),
    approvedHours: saved ? hours(saved.approvedMinutes) : null,
    status: saved?.status ?? 'pending',
    approvedById: saved?.approvedById ?? null,
    approvedAt: saved?.approvedAt ?? null,
    notes: saved?.notes ?? null,
    /** Clock-ins more than 5 minutes after a shift's start, clock-outs more than 5 minutes before its end. */
    lateStarts: punctuality?.lateStarts ?? 0,
    earlyFinishes: punctuality?.earlyFinishes ?? 0,
  };
}
