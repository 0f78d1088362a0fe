import 'server-only';
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { env } from '@/lib/env';

// A calendar's private address opens the whole calendar, so it is kept like a password the server must be able to
// use: encrypted with AES-256-GCM under a key derived from AUTH_SECRET. A leaked database alone reads nothing;
// rotating AUTH_SECRET leaves the stored addresses unreadable (the screen then asks to connect the calendar again).

const key = () => Buffer.from(hkdfSync('sha256', env().AUTH_SECRET, 'brightside', 'availability-calendar-url', 32));

export function sealUrl(url: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key(), iv);
  const body = Buffer.concat([cipher.update(url, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

/** The address, or null when it was sealed under another secret. */
export function openUrl(sealed: string): string | null {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key(), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** A keyed hash of the address, to find the same calendar connected twice without storing it in clear. */
export const urlHash = (url: string) => createHmac('sha256', key()).update(url).digest('base64url');
