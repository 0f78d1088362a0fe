import 'server-only';
import type { Db } from '@/lib/server/db/client';
import { tooManyRequests } from '@/lib/server/http/errors';
import { forget, hit, peek } from '@/lib/server/http/rate-limit';

const MINUTE = 60 * 1000;

/**
 * Sign-in throttling (OWASP ASVS 4.0.3 V2.2.1 / 5.0 V6.3.1), counted in the database so every instance agrees:
 * - one address against one account: 5 failures per 15 minutes, then 429 until the window ends;
 * - one address against any accounts (password spraying): 30 failures per 15 minutes;
 * - one account from every address: 50 failures per 15 minutes, far under ASVS's 100 an hour, and never applied to
 *   an address that signed into that account successfully in the last 30 days, so that an attacker elsewhere
 *   cannot lock its owner out; anyone else waits at most 15 minutes.
 * Unknown e-mails are counted exactly like real ones, so throttling tells nothing about who has an account.
 */
export const LOGIN_LIMITS = {
  pair: { limit: 5, windowMs: 15 * MINUTE },
  address: { limit: 30, windowMs: 15 * MINUTE },
  account: { limit: 50, windowMs: 15 * MINUTE },
  knownAddressMs: 30 * 24 * 60 * MINUTE,
} as const;

export const TOO_MANY_ATTEMPTS = 'Too many sign-in attempts. Please wait a few minutes and try again.';

const keys = (email: string, address: string) => {
  const account = email.trim().toLowerCase();
  return {
    pair: `login:pair:${account}|${address}`,
    address: `login:address:${address}`,
    account: `login:account:${account}`,
    known: `login:known:${account}|${address}`,
  };
};

/** 429 (with the seconds to wait) when this address may not try this account now. Call before checking the password. */
export async function assertLoginAllowed(db: Db, email: string, address: string) {
  const k = keys(email, address);
  const live = await peek(db, [k.pair, k.address, k.account, k.known]);
  const blocked = [
    [live.get(k.pair), LOGIN_LIMITS.pair.limit],
    [live.get(k.address), LOGIN_LIMITS.address.limit],
    [live.has(k.known) ? undefined : live.get(k.account), LOGIN_LIMITS.account.limit],
  ] as const;
  const waits = blocked.filter(([w, limit]) => w && w.count >= limit).map(([w]) => w!.retryAfter);
  if (waits.length) throw tooManyRequests(TOO_MANY_ATTEMPTS, Math.max(...waits));
}

export async function recordLoginFailure(db: Db, email: string, address: string) {
  const k = keys(email, address);
  await hit(db, k.pair, LOGIN_LIMITS.pair.windowMs);
  await hit(db, k.address, LOGIN_LIMITS.address.windowMs);
  await hit(db, k.account, LOGIN_LIMITS.account.windowMs);
}

/** A successful sign-in clears this address's failures for the account and remembers the address as the owner's. */
export async function recordLoginSuccess(db: Db, email: string, address: string) {
  const k = keys(email, address);
  await forget(db, [k.pair, k.known]);
  await hit(db, k.known, LOGIN_LIMITS.knownAddressMs);
}
