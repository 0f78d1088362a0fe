import { NextRequest, NextResponse } from 'next/server';
import { getToken } from 'next-auth/jwt';
import createIntlMiddleware from 'next-intl/middleware';
import { loginPath, safeReturnTo } from '@/lib/auth/return-to';
import { authSecretFromEnv } from '@/lib/auth/secret';
import { canOpen, NAV_PATH_HEADER } from '@/lib/dashboard/routes';
import { legacyApplyPath } from '@/lib/i18n/legacy-apply';
import { perRequestPathFor } from '@/lib/i18n/unprerendered';
import { routing } from '@/lib/i18n/routing';
import { contentSecurityPolicy, newNonce } from '@/lib/security/csp';
import { cspManifest, manifestHashes } from '@/lib/security/csp-manifest';
import { HSTS, isHttpsSite } from '@/scripts/lib/hsts.mjs';

const intl = createIntlMiddleware(routing);

async function sessionToken(req: NextRequest) {
  const secret = authSecretFromEnv({
    AUTH_SECRET: process.env.AUTH_SECRET,
    NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET,
    NODE_ENV: process.env.NODE_ENV,
  });
  if (!secret) return null;
  const secureCookie = req.cookies.has('__Secure-next-auth.session-token');
  const token = await getToken({ req, secret, secureCookie }).catch(() => null);
  return token?.sub ? token : null;
}

/** Redirects go to this site's configured address, never to one named by the request's Host header. */
const siteUrl = (req: NextRequest) => process.env.SITE_URL || req.url;

async function route(req: NextRequest): Promise<NextResponse> {
  const { pathname, search } = req.nextUrl;

  // Auth guard: the back office needs a session; a screen the role may not open shows the 403 page at its own
  // address (lib/dashboard/nav.ts ROUTES). The API checks every call again, whatever the page shows.
  if (pathname === '/dashboard' || pathname.startsWith('/dashboard/')) {
    const token = await sessionToken(req);
    if (!token) return NextResponse.redirect(new URL(loginPath(`${pathname}${search}`), siteUrl(req)));
    if (token.role && !canOpen(pathname, token.role)) {
      const url = req.nextUrl.clone();
      url.pathname = '/dashboard/403';
      return NextResponse.rewrite(url, { request: { headers: req.headers } });
    }
    const headers = new Headers(req.headers);
    headers.set(NAV_PATH_HEADER, pathname);
    return NextResponse.next({ request: { headers } });
  }

  // The UI showcase has no locale prefix and needs no session.
  if (pathname === '/components') return NextResponse.next({ request: { headers: req.headers } });

  // Guest guard: a signed-in user has no business on the sign-in screens.
  if (pathname.startsWith('/auth/')) {
    if (await sessionToken(req)) {
      return NextResponse.redirect(new URL(safeReturnTo(req.nextUrl.searchParams.get('returnTo')), siteUrl(req)));
    }
    return NextResponse.next({ request: { headers: req.headers } });
  }

  const applyFor = legacyApplyPath(pathname, req.nextUrl.searchParams);
  if (applyFor) return NextResponse.redirect(new URL(applyFor, siteUrl(req)), 308);

  const res = intl(req);
  const rewritten = res.headers.get('x-middleware-rewrite');
  const perRequest = perRequestPathFor(rewritten ? new URL(rewritten).pathname : pathname);
  if (perRequest) {
    const url = req.nextUrl.clone();
    url.pathname = perRequest;
    return NextResponse.rewrite(url, { request: { headers: req.headers } });
  }
  // A public page is the same for every visitor (its language is in the address), so shared caches and CDNs may
  // store it: never answer it with a Set-Cookie. next-intl would set the locale cookie when the page's language
  // differs from the browser's; the language menu already saves the visitor's own choice in the browser.
  res.headers.delete('set-cookie');
  return res;
}

// NUL and other control characters never belong in a URL; refused here for pages as route() refuses them for the API.
const CONTROL_IN_URL = /%(0[0-8bcef]|1[0-9a-f]|7f)/i;

export default async function middleware(req: NextRequest) {
  if (CONTROL_IN_URL.test(req.nextUrl.pathname + req.nextUrl.search)) {
    return new NextResponse('Bad request', { status: 400, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  }
  const https = isHttpsSite(process.env.SITE_URL);

  // The nonce goes to Next on the request (it puts it on the scripts of pages it renders now); the policy on the
  // response also lists the hashes of the prerendered page Next serves instead when the page is static.
  const nonce = newNonce();
  const development = process.env.NODE_ENV === 'development';
  const headers = new Headers(req.headers);
  headers.set('content-security-policy', contentSecurityPolicy({ nonce, development }));
  const res = await route(new NextRequest(req.url, { headers, method: req.method }));
  const rewrite = res.headers.get('x-middleware-rewrite');
  const internalPath = rewrite ? new URL(rewrite).pathname : req.nextUrl.pathname;
  const flight = req.headers.has('rsc') || req.nextUrl.searchParams.has('_rsc');
  const hashes = flight || development ? [] : manifestHashes(await cspManifest(req.nextUrl.origin), internalPath);
  res.headers.set('Content-Security-Policy', contentSecurityPolicy({ nonce, hashes, development, https }));
  if (https) res.headers.set('Strict-Transport-Security', HSTS);
  return res;
}

export const config = {
  // Node.js runtime, as on `next start`; nothing here reads the disk, so the edge runtime would serve as well.
  runtime: 'nodejs',
  matcher: [
    // Pages: everything but Next internals, files with an extension (images, robots.txt, sitemap.xml ...) and the API.
    '/((?!_next|_vercel|api/|.*\\..*).*)',
  ],
};
