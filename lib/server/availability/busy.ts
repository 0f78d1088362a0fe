import 'server-only';
import { and, eq, gt, inArray, lt } from 'drizzle-orm';
import { londonInstant, type BusySpan } from '@/lib/availability/busy-days';
import type { Db } from '@/lib/server/db/client';
import { availabilityBusy } from '@/lib/server/db/schema';

type Reader = Pick<Db, 'select'>;

/** The busy periods overlapping [from, to) of a company's cleaners (or of the ones named). */
export function busyBetween(
  db: Reader,
  where: { companyId: string; userIds?: string[] },
  from: Date,
  to: Date,
): Promise<BusySpan[]> {
  return db
    .select({ userId: availabilityBusy.userId, startsAt: availabilityBusy.startsAt, endsAt: availabilityBusy.endsAt })
    .from(availabilityBusy)
    .where(
      and(
        eq(availabilityBusy.companyId, where.companyId),
        where.userIds ? inArray(availabilityBusy.userId, where.userIds) : undefined,
        lt(availabilityBusy.startsAt, to),
        gt(availabilityBusy.endsAt, from),
      ),
    );
}

/** The cleaners of a company whose own calendars are busy during a London date's [start, end) ('HH:MM'). */
export async function busyCleanersAt(db: Reader, companyId: string, date: string, start: string, end: string) {
  const spans = await busyBetween(db, { companyId }, londonInstant(date, start), londonInstant(date, end));
  return new Set(spans.map((s) => s.userId));
}
