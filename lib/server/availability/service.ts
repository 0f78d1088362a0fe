import 'server-only';
import { and, count, eq, gt, inArray, lt } from 'drizzle-orm';
import {
  BUSY_WEEKS_SHOWN,
  MAX_CALENDARS_PER_CLEANER,
  calendarUrl,
  maskCalendarUrl,
  type ReadError,
} from '@/lib/availability/rules';
import type { ConnectCalendarInput, ListCalendarsInput, RemoveCalendarInput } from '@/lib/availability/schemas';
import { isAdmin } from '@/lib/roles';
import { recordAudit } from '@/lib/server/audit/service';
import { assertSameCompany, fullName } from '@/lib/server/auth/access';
import type { Actor } from '@/lib/server/auth/actor';
import type { Db } from '@/lib/server/db/client';
import { availabilityBusy, availabilityCalendars, users } from '@/lib/server/db/schema';
import { AppError, badRequest, forbidden, notFound } from '@/lib/server/http/errors';
import { readForConnect, storeRead } from './read';
import { sealUrl, urlHash } from './secret';

const WEEK_MS = 7 * 86_400_000;

/** What a read error means, in plain English for the API; the screens word the code in the reader's language. */
export const READ_ERROR_TEXT: Record<ReadError, string> = {
  reconnect: 'The address can no longer be read here; remove the calendar and connect it again',
  blocked_address: 'This address points to a private or local network and cannot be read',
  unreachable: 'The calendar’s server could not be reached',
  timeout: 'The calendar’s server took too long to answer',
  not_found: 'The calendar was not found at this address (it may have been reset)',
  denied: 'The calendar’s server refused to share it; check the address is the private or public one',
  server_error: 'The calendar’s server had an error',
  too_large: 'The calendar is too large to read (over 5 MB)',
  too_many_redirects: 'The address redirects too many times',
  not_calendar: 'This address does not give a calendar (iCalendar)',
};

/**
 * The cleaner whose calendars are meant: a Cleaner's own; the office names one of its company's cleaners (another
 * company's is 403, a missing one or anyone who is not a Cleaner 404).
 */
async function targetCleaner(db: Db, actor: Actor, userId: string | undefined) {
  if (!isAdmin(actor.role) && actor.role !== 'Cleaner') throw forbidden();
  if (actor.role === 'Cleaner' && userId && userId !== actor.id) throw forbidden();
  if (isAdmin(actor.role) && !userId) throw badRequest('Choose the cleaner', { userId: ['Required'] });
  const [user] = await db
    .select({
      id: users.id,
      companyId: users.companyId,
      role: users.role,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(users)
    .where(eq(users.id, userId ?? actor.id));
  if (!user || user.role !== 'Cleaner' || !user.companyId) throw notFound('Cleaner not found');
  assertSameCompany(actor, user.companyId);
  return { id: user.id, companyId: user.companyId, name: fullName(user.firstName, user.lastName) ?? '' };
}

type CalendarRow = typeof availabilityCalendars.$inferSelect;

/** A calendar as the screens show it: never the address itself, only its masked form. */
const view = (row: CalendarRow, busyNext8Weeks: number) => ({
  id: row.id,
  name: row.name,
  address: row.urlHint,
  lastReadAt: row.lastReadAt?.toISOString() ?? null,
  lastError: (row.lastError as ReadError | null) ?? null,
  busyNext8Weeks,
  createdAt: row.createdAt.toISOString(),
});
export type CalendarView = ReturnType<typeof view>;

async function busyCounts(db: Db, ids: string[], now: Date) {
  if (!ids.length) return new Map<string, number>();
  const rows = await db
    .select({ id: availabilityBusy.calendarId, n: count() })
    .from(availabilityBusy)
    .where(
      and(
        inArray(availabilityBusy.calendarId, ids),
        gt(availabilityBusy.endsAt, now),
        lt(availabilityBusy.startsAt, new Date(now.getTime() + BUSY_WEEKS_SHOWN * WEEK_MS)),
      ),
    )
    .groupBy(availabilityBusy.calendarId);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

/** A cleaner's connected calendars, oldest first, with their busy periods in the next 8 weeks. */
export async function listCalendars(db: Db, actor: Actor, input: ListCalendarsInput, now = new Date()) {
  const cleaner = await targetCleaner(db, actor, input.userId);
  const rows = await db
    .select()
    .from(availabilityCalendars)
    .where(eq(availabilityCalendars.userId, cleaner.id))
    .orderBy(availabilityCalendars.createdAt);
  const counts = await busyCounts(
    db,
    rows.map((r) => r.id),
    now,
  );
  return { userId: cleaner.id, max: MAX_CALENDARS_PER_CLEANER, data: rows.map((r) => view(r, counts.get(r.id) ?? 0)) };
}

/**
 * Connects a calendar: the address is read at once, so a wrong one is refused on the spot (400 with the reason on
 * the `url` field) and a right one shows its name and busy time straight away. At most 5 per cleaner (409).
 */
export async function connectCalendar(db: Db, actor: Actor, input: ConnectCalendarInput, now = new Date()) {
  const cleaner = await targetCleaner(db, actor, input.userId);
  const url = calendarUrl(input.url);
  if (!url) throw badRequest('Invalid address', { url: ['Enter an address starting with https:// or webcal://'] });
  const existing = await db
    .select({ hash: availabilityCalendars.urlHash })
    .from(availabilityCalendars)
    .where(eq(availabilityCalendars.userId, cleaner.id));
  if (existing.length >= MAX_CALENDARS_PER_CLEANER)
    throw new AppError(409, `At most ${MAX_CALENDARS_PER_CLEANER} calendars can be connected`, 'conflict', undefined, {
      reason: 'availability.limit',
    });
  const hash = urlHash(url);
  if (existing.some((e) => e.hash === hash))
    throw new AppError(409, 'This calendar is already connected', 'conflict', undefined, {
      reason: 'availability.duplicate',
    });

  const read = await readForConnect(url, now);
  if (!read.ok) {
    const text = READ_ERROR_TEXT[read.error];
    throw new AppError(400, text, 'validation_error', { url: [text] }, { reason: `availability.${read.error}` });
  }
  const [row] = await db
    .insert(availabilityCalendars)
    .values({
      userId: cleaner.id,
      companyId: cleaner.companyId,
      urlCipher: sealUrl(url),
      urlHash: hash,
      urlHint: maskCalendarUrl(url),
      createdById: actor.id,
    })
    .returning();
  const stored = await storeRead(db, row!, read.result, now);
  // The trail names the calendar and its masked address only: the address itself is a secret.
  await recordAudit(db, actor, {
    companyId: cleaner.companyId,
    action: 'calendar-connect',
    entityType: 'user',
    entityId: cleaner.id,
    summary: `Connected the calendar "${stored.name || stored.urlHint}" (${stored.urlHint}) for ${cleaner.name}`,
  });
  const counts = await busyCounts(db, [stored.id], now);
  return view(stored, counts.get(stored.id) ?? 0);
}

/** Removes a calendar and, with it (cascade), its busy periods: the time is free at once. */
export async function removeCalendar(db: Db, actor: Actor, input: RemoveCalendarInput) {
  const [row] = await db
    .select({
      id: availabilityCalendars.id,
      userId: availabilityCalendars.userId,
      companyId: availabilityCalendars.companyId,
      name: availabilityCalendars.name,
      urlHint: availabilityCalendars.urlHint,
    })
    .from(availabilityCalendars)
    .where(eq(availabilityCalendars.id, input.id));
  if (!row) throw notFound('Calendar not found');
  if (actor.role === 'Cleaner') {
    if (row.userId !== actor.id) throw forbidden();
  } else if (isAdmin(actor.role)) assertSameCompany(actor, row.companyId);
  else throw forbidden();
  await db.transaction(async (tx) => {
    await tx.delete(availabilityCalendars).where(eq(availabilityCalendars.id, row.id));
    await recordAudit(tx, actor, {
      companyId: row.companyId,
      action: 'calendar-remove',
      entityType: 'user',
      entityId: row.userId,
      summary: `Removed the calendar "${row.name || row.urlHint}" (${row.urlHint}); its busy times no longer count`,
    });
  });
  return { id: row.id };
}
