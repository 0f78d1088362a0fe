import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Actor } from '@/lib/server/auth/actor';
import { buildFeedIcs } from '@/lib/server/calendar-feeds/feed-ics';
import { hashToken, newNonce, TOKEN_PATTERN, tokenOf } from '@/lib/server/calendar-feeds/feed-token';
import type { Db } from '@/lib/server/db/client';
import { calendarFeeds, users } from '@/lib/server/db/schema';
import { notFound } from '@/lib/server/http/errors';
import { feedEventsFor } from './events';
import { mailFormat } from '@/lib/server/mail/locale';

// Each user's private calendar subscription address: read, (re)made and revoked by its owner from their profile, and
// served without a session to whoever holds the address.

export type CalendarFeedInfo = {
  active: boolean;
  url: string | null;
  webcalUrl: string | null;
  createdAt: Date | null;
};

const feedPath = (token: string) => `/api/calendar/${token}.ics`;

function infoOf(row: { nonce: string; createdAt: Date } | undefined, origin: string): CalendarFeedInfo {
  if (!row) return { active: false, url: null, webcalUrl: null, createdAt: null };
  const url = `${origin}${feedPath(tokenOf(row.nonce))}`;
  return { active: true, url, webcalUrl: url.replace(/^https?:/, 'webcal:'), createdAt: row.createdAt };
}

/** GET /api/calendar/feed: the caller's own address, or `active: false` when they have none. */
export async function getMyCalendarFeed(db: Db, actor: Actor, origin: string) {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, actor.id)).limit(1);
  return infoOf(row, origin);
}

/** POST /api/calendar/feed: a new address for the caller; the previous one (if any) stops working in the same statement. */
export async function regenerateMyCalendarFeed(db: Db, actor: Actor, origin: string) {
  const nonce = newNonce();
  const tokenHash = hashToken(tokenOf(nonce));
  const now = new Date();
  const [row] = await db
    .insert(calendarFeeds)
    .values({ userId: actor.id, nonce, tokenHash, createdAt: now })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { nonce, tokenHash, createdAt: now } })
    .returning();
  return infoOf(row, origin);
}

/** DELETE /api/calendar/feed: the caller's address answers 404 from now on. Revoking when there is none is not an error. */
export async function revokeMyCalendarFeed(db: Db, actor: Actor) {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, actor.id));
  return { active: false, url: null, webcalUrl: null, createdAt: null } satisfies CalendarFeedInfo;
}

/**
 * GET /api/calendar/{token}.ics: the feed of the address's owner, or 404 for an unknown, revoked or malformed token
 * and for an owner who is no longer active (banned, rejected, pending) or deleted (the row goes with the user).
 */
export async function calendarFeedText(db: Db, token: string, origin: string, now = new Date()) {
  if (!TOKEN_PATTERN.test(token)) throw notFound('Calendar not found');
  const [owner] = await db
    .select({
      id: users.id,
      role: users.role,
      companyId: users.companyId,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      locale: users.locale,
    })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(and(eq(calendarFeeds.tokenHash, hashToken(token)), eq(users.status, 'active')))
    .limit(1);
  if (!owner) throw notFound('Calendar not found');
  const actor: Actor = {
    id: owner.id,
    role: owner.role,
    companyId: owner.companyId,
    email: owner.email,
    name: `${owner.firstName} ${owner.lastName}`.trim(),
  };
  // In the owner's language, as their mails are.
  const events = await feedEventsFor(db, actor, await mailFormat(owner.locale), origin, now);
  return buildFeedIcs({ name: 'Brightside Cleaning', events });
}
