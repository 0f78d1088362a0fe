import 'server-only';
import { eq, isNull, lte, or, sql } from 'drizzle-orm';
import { BUSY_WEEKS_STORED, type ReadError } from '@/lib/availability/rules';
import { env } from '@/lib/env';
import type { Db } from '@/lib/server/db/client';
import { availabilityBusy, availabilityCalendars, companies } from '@/lib/server/db/schema';
import { CalendarReadError, fetchCalendar, type FetchOptions } from './fetch';
import { NotACalendarError, parseBusy, type BusyPeriod } from './parse';
import { openUrl } from './secret';

// Reading a connected calendar and storing what it gives. A failed read changes nothing but the error shown: the last
// good busy periods stay, so a calendar host's bad hour does not suddenly make a cleaner look free.

const DAY_MS = 86_400_000;
/** A file unchanged for a day (304 each time) is read whole again, so the 12-week window moves on with the days. */
const FULL_READ_AFTER_MS = DAY_MS;
/** Reads run a few at a time: each waits on another server, and the machine has other work. */
const CONCURRENCY = 4;
const MAX_PER_RUN = 500;

type CalendarRow = typeof availabilityCalendars.$inferSelect;
export type ReadResult = { name: string; periods: BusyPeriod[]; etag: string | null; lastModified: string | null };

export const busyWindow = (now: Date) => ({
  from: new Date(now.getTime() - DAY_MS),
  to: new Date(now.getTime() + BUSY_WEEKS_STORED * 7 * DAY_MS),
});

const fetchOptions = (): FetchOptions => ({ allowLoopback: env().AVAILABILITY_FETCH_ALLOW_LOOPBACK === 'true' });

const errorCode = (error: unknown): ReadError => {
  if (error instanceof CalendarReadError) return error.code;
  if (error instanceof NotACalendarError) return 'not_calendar';
  throw error;
};

/** The first read of an address being connected; nothing is stored yet. */
export async function readForConnect(url: string, now: Date) {
  try {
    const res = await fetchCalendar(url, fetchOptions());
    if (res.status !== 'ok') throw new CalendarReadError('server_error');
    const { from, to } = busyWindow(now);
    const parsed = parseBusy(res.text, from, to);
    return { ok: true as const, result: { ...parsed, etag: res.etag, lastModified: res.lastModified } };
  } catch (error) {
    return { ok: false as const, error: errorCode(error) };
  }
}

/** Replaces a calendar's busy periods with a good read's, in one transaction. */
export async function storeRead(db: Db, row: CalendarRow, read: ReadResult, now: Date): Promise<CalendarRow> {
  return db.transaction(async (tx) => {
    await tx.delete(availabilityBusy).where(eq(availabilityBusy.calendarId, row.id));
    for (let i = 0; i < read.periods.length; i += 1000) {
      await tx.insert(availabilityBusy).values(
        read.periods.slice(i, i + 1000).map((p) => ({
          calendarId: row.id,
          userId: row.userId,
          companyId: row.companyId,
          startsAt: p.start,
          endsAt: p.end,
        })),
      );
    }
    const [updated] = await tx
      .update(availabilityCalendars)
      .set({
        name: read.name || row.name,
        etag: read.etag,
        lastModified: read.lastModified,
        lastReadAt: now,
        lastSuccessAt: now,
        lastError: null,
        failingSince: null,
        failureNotifiedAt: null,
        busyCount: read.periods.length,
      })
      .where(eq(availabilityCalendars.id, row.id))
      .returning();
    return updated ?? row;
  });
}

async function storeOutcome(db: Db, row: CalendarRow, error: ReadError | null, now: Date) {
  await db
    .update(availabilityCalendars)
    .set(
      error
        ? { lastReadAt: now, lastError: error, failingSince: row.failingSince ?? now }
        : { lastReadAt: now, lastError: null, failingSince: null, failureNotifiedAt: null },
    )
    .where(eq(availabilityCalendars.id, row.id));
}

/** Reads one connected calendar again (conditionally when it can) and stores the outcome. */
export async function refreshCalendar(db: Db, row: CalendarRow, now = new Date()) {
  const url = openUrl(row.urlCipher);
  if (!url) {
    await storeOutcome(db, row, 'reconnect', now);
    return 'failed' as const;
  }
  const fresh = row.lastSuccessAt && now.getTime() - row.lastSuccessAt.getTime() < FULL_READ_AFTER_MS;
  try {
    const res = await fetchCalendar(url, {
      ...fetchOptions(),
      ...(fresh ? { etag: row.etag, lastModified: row.lastModified } : {}),
    });
    if (res.status === 'not-modified') {
      await storeOutcome(db, row, null, now);
      return 'not-modified' as const;
    }
    const { from, to } = busyWindow(now);
    const parsed = parseBusy(res.text, from, to);
    await storeRead(db, row, { ...parsed, etag: res.etag, lastModified: res.lastModified }, now);
    return 'read' as const;
  } catch (error) {
    await storeOutcome(db, row, errorCode(error), now);
    return 'failed' as const;
  }
}

/**
 * Reads every calendar whose company's interval (15 minutes by default) has passed since its last read. A minute of
 * slack keeps a 15-minute timer from skipping every other round. Returns the counts of each outcome.
 */
export async function refreshDueCalendars(db: Db, now = new Date()) {
  const due = await db
    .select({ calendar: availabilityCalendars })
    .from(availabilityCalendars)
    .innerJoin(companies, eq(companies.id, availabilityCalendars.companyId))
    .where(
      or(
        isNull(availabilityCalendars.lastReadAt),
        lte(
          availabilityCalendars.lastReadAt,
          sql`${now.toISOString()}::timestamptz - make_interval(mins => ${companies.calendarRefreshMinutes} - 1)`,
        ),
      ),
    )
    .orderBy(sql`${availabilityCalendars.lastReadAt} asc nulls first`)
    .limit(MAX_PER_RUN);
  const outcome = { read: 0, notModified: 0, failed: 0 };
  const queue = due.map((d) => d.calendar);
  const worker = async () => {
    for (let row = queue.shift(); row; row = queue.shift()) {
      const result = await refreshCalendar(db, row, now);
      if (result === 'read') outcome.read++;
      else if (result === 'not-modified') outcome.notModified++;
      else outcome.failed++;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return outcome;
}
