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
