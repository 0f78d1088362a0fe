import { NextResponse } from 'next/server';
import { loginPath, safeReturnTo } from '@/lib/auth/return-to';
import { clearSessionCookies } from '@/lib/server/auth/session-cookie';
import { withApiHeaders } from '@/lib/server/http/api-headers';
import { auth } from '@/lib/server/http/endpoints/auth';
import { handles } from '@/lib/server/http/route';
import { siteOrigin } from '@/lib/server/http/site-origin';

// Where a page sends a browser whose session cookie no longer counts (password
// changed elsewhere, banned, signed out everywhere): drops the cookie, so the sign-in page does not bounce the browser
// back, and goes to sign-in with returnTo. Same-site paths only.
export const GET = handles(auth.sessionEnded, (req: Request) => {
  const returnTo = safeReturnTo(new URL(req.url).searchParams.get('returnTo'));
  const res = NextResponse.redirect(new URL(loginPath(returnTo), siteOrigin(req)), 303);
  res.headers.set('Cache-Control', 'no-store');
  clearSessionCookies(res, req);
  return withApiHeaders(res);
});
