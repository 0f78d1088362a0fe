import 'server-only';
import { env } from '@/lib/env';

/**
 * This site's own origin, e.g. `https://www.brightside-cleaning.co.uk`. In production it comes only from SITE_URL
 * (lib/env.ts refuses to start without it), so no request header (Host, X-Forwarded-Host) can change the origin
 * that links, reset e-mails and the same-origin check are built from. Development and tests, which run on whatever
 * host and port they were given, fall back to the request's own URL.
 */
export function siteOrigin(req?: Request): string {
  const configured = env().SITE_URL;
  if (configured) return new URL(configured).origin;
  if (req) return new URL(req.url).origin;
  return `http://localhost:${env().PORT}`;
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

function parsedOrigin(origin: string): URL | null {
  try {
    return new URL(origin);
  } catch {
    return null; // `Origin: null` (sandboxed frames, file pages) and junk are nobody's origin.
  }
}

/**
 * Whether a browser's `Origin` is this site. When the site itself is a loopback address (`npm start` on a laptop sets
 * SITE_URL to http://localhost:3000), the other loopback names of the same scheme and port are the same server: a
 * newcomer who opens http://127.0.0.1:3000 is on this site, not a forger. Any other site origin matches only itself.
 */
export function sameSiteOrigin(origin: string, own: string): boolean {
  if (origin === own) return true;
  const theirs = parsedOrigin(origin);
  const mine = parsedOrigin(own);
  if (!theirs || !mine || !LOOPBACK_HOSTS.has(mine.hostname)) return false;
  return LOOPBACK_HOSTS.has(theirs.hostname) && theirs.protocol === mine.protocol && theirs.port === mine.port;
}

/** `sameSiteOrigin` against this site's origin for the request. */
export function isOwnOrigin(origin: string, req?: Request): boolean {
  return sameSiteOrigin(origin, siteOrigin(req));
}
