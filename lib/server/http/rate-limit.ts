import 'server-only';
import { and, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { rateLimits } from '@/lib/server/db/schema';
import { clientAddress } from './client-address';
import { tooManyRequests } from './errors';

export { clientAddress } from './client-address';

export type Window = { count: number; retryAfter: number };

/**
 * Counts one event against `key` in a fixed window of `windowMs`, atomically in the database, so that every server
 * instance shares the count. A key whose window has passed starts again at 1. Times are the database's own clock.
 */
export async function hit(db: Db, key: string, windowMs: number): Promise<Window> {
  const window = sql`now() + ${windowMs} * interval '1 millisecond'`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt: window })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`case when ${rateLimits.resetAt} <= now() then excluded.reset_at else ${rateLimits.resetAt} end`,
      },
    })
    .returning({
      count: rateLimits.count,
      retryAfter: sql<number>`extract(epoch from (${rateLimits.resetAt} - now()))::float8`,
    });
  // Now and then, sweep windows that ended more than a day ago.
  if (Math.random() < 0.01) await db.delete(rateLimits).where(lt(rateLimits.resetAt, sql`now() - interval '1 day'`));
  return { count: row!.count, retryAfter: Number(row!.retryAfter) };
}

/** The live counts of `keys` (keys with no live window are left out). */
export async function peek(db: Db, keys: string[]): Promise<Map<string, Window>> {
  if (!keys.length) return new Map();
  const rows = await db
    .select({
      key: rateLimits.key,
      count: rateLimits.count,
      retryAfter: sql<number>`extract(epoch from (${rateLimits.resetAt} - now()))::float8`,
    })
    .from(rateLimits)
    .where(and(inArray(rateLimits.key, keys), gt(rateLimits.resetAt, sql`now()`)));
  return new Map(rows.map((r) => [r.key, { count: r.count, retryAfter: Number(r.retryAfter) }]));
}

export async function forget(db: Db, keys: string[]) {
  if (keys.length) await db.delete(rateLimits).where(inArray(rateLimits.key, keys));
}

export type RateLimit = { name: string; limit: number; windowMs: number; message?: string };

/**
 * A fixed-window limit per client address (the trusted one: see client-address.ts), kept in the database.
 * Throws 429 with Retry-After once `limit` requests were made in the window.
 */
export async function enforceRateLimit(db: Db, req: Request, rule: RateLimit) {
  const { count, retryAfter } = await hit(db, `${rule.name}:${clientAddress(req)}`, rule.windowMs);
  if (count > rule.limit)
    throw tooManyRequests(rule.message ?? 'Too many requests. Please try again in a few minutes.', retryAfter);
}
