import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { WebhookRejected } from './types';

/** Stripe's default: a signed delivery older or newer than five minutes is refused, so a captured one cannot be replayed later. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

const hmac = (secret: string, timestamp: number, payload: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');

/** The `Stripe-Signature` header for a payload, signed as Stripe signs: `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "t.payload")>`. */
export function signPayload(secret: string, payload: string, timestamp = Math.floor(Date.now() / 1000)) {
  return `t=${timestamp},v1=${hmac(secret, timestamp, payload)}`;
}

/**
 * Verifies a `Stripe-Signature` header over the raw payload: any of its `v1` signatures must match (Stripe sends
 * several while a secret is being rolled), compared in constant time, and `t` must lie within the tolerance of now.
 */
export function verifySignature(
  payload: string,
  header: string | null,
  secret: string,
  options: { now?: Date; toleranceSeconds?: number } = {},
) {
  if (!header) throw new WebhookRejected('unsigned');
  const parts = header.split(',').map((p) => p.trim().split('=') as [string, string?]);
  const timestamp = Number(parts.find(([k]) => k === 't')?.[1]);
  const signatures = parts.filter(([k, v]) => k === 'v1' && v).map(([, v]) => v!);
  if (!Number.isInteger(timestamp) || !signatures.length) throw new WebhookRejected('malformed');
  const expected = Buffer.from(hmac(secret, timestamp, payload), 'utf8');
  const matches = signatures.some((s) => {
    const given = Buffer.from(s, 'utf8');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) throw new WebhookRejected('mismatch');
  const now = Math.floor((options.now ?? new Date()).getTime() / 1000);
  if (Math.abs(now - timestamp) > (options.toleranceSeconds ?? WEBHOOK_TOLERANCE_SECONDS))
    throw new WebhookRejected('stale');
}
