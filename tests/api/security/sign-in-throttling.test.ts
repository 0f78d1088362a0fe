// Sign-in throttling (per address and account, per address, per account) and rate limits keyed on a trusted
// address and counted in the database.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LOGIN_LIMITS } from '@/lib/server/auth/login-throttle';
import { getDb } from '@/lib/server/db/client';
import { rateLimits } from '@/lib/server/db/schema';
import { call } from '@/tests/support/http';
import { createUser, TEST_PASSWORD } from '@/tests/support/factories';
import { endpoint } from '@/tests/support/endpoint';

const login = endpoint('POST /api/auth/login');
const forgot = endpoint('POST /api/auth/forgotpassword');

const attempt = (username: string, password: string, address: string) =>
  call<{ code: string; retryAfter?: number; accessToken?: string }>(login, {
    body: { username, password },
    headers: { 'x-forwarded-for': address },
  });

/** Moves every live window of `prefix` to its end, as if the time had passed. */
const expire = async (prefix: string) =>
  (await getDb())
    .update(rateLimits)
    .set({ resetAt: sql`now() - interval '1 second'` })
    .where(sql`${rateLimits.key} like ${`${prefix}%`}`);

describe('POST /api/auth/login throttling', () => {
  it('answers 429 with Retry-After after 5 wrong passwords from one address, even for the right one, until the window ends', async () => {
    const { user } = await createUser('Cleaner');
    for (let i = 0; i < LOGIN_LIMITS.pair.limit; i++)
      expect((await attempt(user.email, 'wrong-password-guess', '198.51.100.1')).status).toBe(401);
    const blocked = await attempt(user.email, TEST_PASSWORD, '198.51.100.1');
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe('too_many_requests');
    const wait = Number(blocked.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(60);
    expect(wait).toBeLessThanOrEqual(15 * 60);
    expect(blocked.body.retryAfter).toBe(wait);
    // Thirty more guesses change nothing: all refused without checking the password.
    for (let i = 0; i < 30; i++) expect((await attempt(user.email, `guess-${i}`, '198.51.100.1')).status).toBe(429);
    // The owner, signing in from their usual address, is not locked out by someone else's guesses.
    expect((await attempt(user.email, TEST_PASSWORD, '203.0.113.50')).status).toBe(200);
    await expire(`login:pair:${user.email}`);
    expect((await attempt(user.email, TEST_PASSWORD, '198.51.100.1')).status).toBe(200);
  });

  it('entries a client writes into X-Forwarded-For do not give a fresh allowance', async () => {
    const { user } = await createUser('Client');
    for (let i = 0; i < LOGIN_LIMITS.pair.limit; i++) await attempt(user.email, 'nope-nope-nope', '198.51.100.2');
    // Behind the proxy the client's own entries come first; the proxy appends the address it saw, which is the key
    // (CLIENT_ADDRESS_FROM=x-forwarded-for, lib/server/http/client-address.ts).
    expect((await attempt(user.email, TEST_PASSWORD, '6.6.6.6, 198.51.100.2')).status).toBe(429);
    expect((await attempt(user.email, TEST_PASSWORD, '10.0.0.1, 6.6.6.7, 198.51.100.2')).status).toBe(429);
  });

  it('throttles one address spraying many accounts', async () => {
    const address = '198.51.100.3';
    for (let i = 0; i < LOGIN_LIMITS.address.limit; i++)
      await attempt(`nobody-${i}@example.test`, 'Spray-Password-1', address);
    const { user } = await createUser('Cleaner');
    expect((await attempt(user.email, TEST_PASSWORD, address)).status).toBe(429);
  });

  it('throttles one account attacked from many addresses, except from an address its owner signed in from before', async () => {
    const { user } = await createUser('Administrator');
    expect((await attempt(user.email, TEST_PASSWORD, '203.0.113.77')).status).toBe(200);
    for (let i = 0; i < LOGIN_LIMITS.account.limit; i++)
      await attempt(user.email, 'distributed-guess', `198.18.${Math.floor(i / 200)}.${i % 200}`);
    expect((await attempt(user.email, TEST_PASSWORD, '198.19.0.1')).status).toBe(429);
    expect((await attempt(user.email, TEST_PASSWORD, '203.0.113.77')).status).toBe(200);
    // Fifty real password checks (a memory-hard hash each) take a while on a busy two-core machine.
  }, 180_000);

  it('counts unknown addresses exactly like real accounts (no account discovery through throttling)', async () => {
    const { user } = await createUser('Client');
    const unknown = 'no-such-person@example.test';
    const answers = async (email: string, address: string) => {
      const codes: number[] = [];
      for (let i = 0; i < 7; i++) codes.push((await attempt(email, 'wrong-password-x', address)).status);
      return codes;
    };
    expect(await answers(user.email, '198.51.100.8')).toEqual(await answers(unknown, '198.51.100.9'));
  });

  it('keeps the counters in the database, shared by every server instance', async () => {
    const { user } = await createUser('Cleaner');
    await attempt(user.email, 'wrong-password-y', '198.51.100.10');
    const [row] = await (
      await getDb()
    )
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `login:pair:${user.email}|198.51.100.10`));
    expect(row!.count).toBe(1);
  });
});

describe('rate limits on public forms', () => {
  it('limit password-reset requests per trusted address, in the database', async () => {
    for (let i = 0; i < 10; i++)
      expect(
        (await call(forgot, { body: { email: `x${i}@example.test` }, headers: { 'x-forwarded-for': '198.51.100.20' } }))
          .status,
      ).toBe(200);
    const res = await call(forgot, {
      body: { email: 'x@example.test' },
      headers: { 'x-forwarded-for': '198.51.100.20' },
    });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    const [row] = await (
      await getDb()
    )
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, 'forgot-password:198.51.100.20'));
    expect(row!.count).toBe(11);
  });
});
