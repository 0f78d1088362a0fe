import 'server-only';
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { env } from '@/lib/env';

// A calendar address's token: HMAC-SHA256 of a random 128-bit nonce under the server's secret, base64url (43
// characters, 256 bits). The nonce is random, so the token is too; keeping the nonce rather than the token lets the
// owner's profile show the address again, while the database alone (nonce + hash) cannot produce it. Rotating
// AUTH_SECRET changes every address, as it ends every session: subscribers copy the new one from their profile.

export const newNonce = () => randomBytes(16).toString('base64url');

export const tokenOf = (nonce: string) =>
  createHmac('sha256', env().AUTH_SECRET).update(`calendar-feed:${nonce}`).digest('base64url');

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** What a token looks like, so anything else is a 404 without a database query. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
