import { NextResponse, type NextRequest } from 'next/server';
import { getToken } from 'next-auth/jwt';
import createIntlMiddleware from 'next-intl/middleware';
import { loginPath, safeReturnTo } from '@/lib/auth/return-to';
import { authSecretFromEnv } from '@/lib/auth/secret';
import { routing } from '@/lib/i18n/routing';

const intl = createIntlMiddleware(routing);

async function hasSession(req: NextRequest) {
  const secret = authSecretFromEnv({
    AUTH_SECRET: process.env.AUTH_SECRET,
    NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET,
    NODE_ENV: process.env.NODE_ENV,
  });
  if (!secret) return false;
  const secureCookie = req.cookies.has('__Secure-next-auth.session-token');
  const token = await getToken({ req, secret, secureCookie }).catch(() => null);
  return Boolean(token?.sub);
}

export default async function middleware(req: NextRequest) {
  const { pathname, search } = req.nextUrl;

  // The API contract mixes cases (/Enquiry/CreateEnquiry, /enquiry/enquiries): route folders are lower-case.
  if (pathname.startsWith('/api/')) {
    const lower = pathname.toLowerCase();
    if (lower === pathname) return NextResponse.next();
    const url = req.nextUrl.clone();
    url.pathname = lower;
    return NextResponse.rewrite(url);
  }

  // Auth guard: the back office needs a session.
  if (pathname === '/dashboard' || pathname.startsWith('/dashboard/')) {
    if (await hasSession(req)) return NextResponse.next();
    return NextResponse.redirect(new URL(loginPath(`${pathname}${search}`), req.url));
  }

  // Guest guard: a signed-in user has no business on the sign-in screens.
  if (pathname.startsWith('/auth/')) {
    if (await hasSession(req)) {
      return NextResponse.redirect(new URL(safeReturnTo(req.nextUrl.searchParams.get('returnTo')), req.url));
    }
    return NextResponse.next();
  }

  return intl(req);
}

export const config = {
  // Everything but Next internals and files with an extension (images, robots.txt, sitemap.xml ...).
  matcher: ['/((?!_next|_vercel|.*\\..*).*)', '/api/:path*'],
};
