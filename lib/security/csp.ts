// Content-Security-Policy for every page, built in the middleware without making any page dynamic.
//
// Next.js writes its RSC payload into inline <script> tags. A per-request nonce only reaches those tags when the page
// is rendered for that request, which a prerendered page is not. So each policy allows both:
// - the SHA-256 hashes of the inline scripts the prerendered page was built with (the build's CSP manifest,
//   lib/security/csp-manifest.ts); prerendered pages are never regenerated (no ISR), so these hashes stay true, and
// - a fresh nonce, which Next puts on every script of a page it renders for this request (pages with data from the
//   database, the back office), read from the request's own Content-Security-Policy header.
// Chunks load from 'self'. There is no 'unsafe-inline' and no 'unsafe-eval' for scripts in production.
import { createHash, randomBytes } from 'node:crypto';
import { COOKIE_BANNER_SCRIPT } from '@/lib/consent';

export const newNonce = () => randomBytes(16).toString('base64');

/** The nonce of a request's policy (middleware puts it on the request), for a page's own inline <script>. */
export const nonceOf = (policy: string | null | undefined) => policy?.match(/'nonce-([^']+)'/)?.[1];

/** The cookie banner's inline script is the same on every page, static or rendered per request. */
const COOKIE_BANNER_HASH = `'sha256-${createHash('sha256').update(COOKIE_BANNER_SCRIPT, 'utf8').digest('base64')}'`;

type PolicyOptions = { nonce: string; hashes?: string[]; development?: boolean; https?: boolean };

/** The policy itself. The map embed on /franchise is OpenStreetMap's; nothing else is framed or framing us. */
export function contentSecurityPolicy({
  nonce,
  hashes = [],
  development = false,
  https = false,
}: PolicyOptions): string {
  // React's development build evaluates code for its debugging tools; production never gets 'unsafe-eval'.
  const scripts = [
    "'self'",
    `'nonce-${nonce}'`,
    COOKIE_BANNER_HASH,
    ...hashes.filter((h) => h !== COOKIE_BANNER_HASH),
    ...(development ? ["'unsafe-eval'"] : []),
  ];
  return [
    "default-src 'self'",
    `script-src ${scripts.join(' ')}`,
    // Style attributes come from React props (progress bars, carousels); styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self'${development ? ' ws: wss:' : ''}`,
    'frame-src https://www.openstreetmap.org',
    "frame-ancestors 'self'",
    "form-action 'self'",
    "base-uri 'self'",
    "object-src 'none'",
    "manifest-src 'self'",
    "worker-src 'self' blob:",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}
