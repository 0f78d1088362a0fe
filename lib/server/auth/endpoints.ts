import 'server-only';
import { loginPath, safeReturnTo } from '@/lib/auth/return-to';
import { loginSchema, registerSchema, verifyEmailSchema } from '@/lib/auth/schemas';
import { changePasswordSchema, forgotPasswordSchema, resetPasswordSchema } from '@/lib/auth/password-schemas';
import { credentialKind } from '@/lib/server/auth/actor';
import { clearSessionCookies, issueSessionCookie } from '@/lib/server/auth/session-cookie';
import { signAccessToken } from '@/lib/server/auth/tokens';
import { withApiHeaders } from '@/lib/server/http/api-headers';
import { clientAddress } from '@/lib/server/http/client-address';
import { endpoint, endpoints, json } from '@/lib/server/http/endpoint';
import { enforceRateLimit } from '@/lib/server/http/rate-limit';
import { siteOrigin } from '@/lib/server/http/site-origin';
import { authenticate, registerClient, confirmRegistration } from '@/lib/server/auth/accounts';
import { requestPasswordReset, resetPassword, changePassword } from '@/lib/server/auth/passwords';
import { signOutEverywhere } from '@/lib/server/users/sign-out-everywhere';
import { SIGN_OUT_PENDING_COOKIE } from '@/lib/offline/cache-names';
import NextAuth from 'next-auth';
import { NextResponse, type NextRequest } from 'next/server';
import { authOptions } from '@/lib/server/auth/options';

type NextAuthContext = { params: Promise<{ nextauth: string[] }> };
const nextAuth: (req: NextRequest, ctx: NextAuthContext) => Promise<Response> = NextAuth(authOptions);
/** next-auth's own endpoints (session, csrf, callback/credentials, signout) behind the sign-in screens. */
const nextAuthRoute = (req: Request, params: Record<string, string | string[]>) =>
  nextAuth(req as NextRequest, { params: Promise.resolve({ nextauth: [params.nextauth ?? []].flat() }) });

const REGISTER_LIMIT = { name: 'register', limit: 10, windowMs: 60 * 60 * 1000 };

const VERIFY_EMAIL_LIMIT = { name: 'verify-email', limit: 30, windowMs: 15 * 60 * 1000 };

const FORGOT_PASSWORD_LIMIT = { name: 'forgot-password', limit: 10, windowMs: 15 * 60 * 1000 };

export const authEndpoints = endpoints('Auth', {
  'POST /api/auth/login': endpoint({
    access: 'public',
    body: loginSchema,
    summary:
      'Exchange email and password for a bearer access token and the user; 429 with Retry-After while sign-in is throttled',
    handler: async ({ req, db, body }) => {
      const { user, sessionVersion } = await authenticate(db, body, clientAddress(req));
      return { accessToken: await signAccessToken({ id: user.id, role: user.role, sessionVersion }), user };
    },
  }),
  // new address creates the account (always a Client); the owner of a known one is told by mail instead
  'POST /api/auth/register': endpoint({
    access: 'public',
    body: registerSchema,
    success: 202,
    summary:
      'Public sign-up: 202 with the same answer for new and known addresses; a mailed link creates the account (always a Client)',
    handler: async ({ req, db, body }) => {
      await enforceRateLimit(db, req, REGISTER_LIMIT);
      return json(await registerClient(db, body, siteOrigin(req)), {
        status: 202,
        headers: { 'Cache-Control': 'no-store' },
      });
    },
  }),
  'POST /api/auth/verifyEmail': endpoint({
    access: 'public',
    body: verifyEmailSchema,
    success: 201,
    summary:
      'Open the link mailed at sign-up: creates the Client account once; 201 with the user, 400 when invalid, used or expired',
    handler: async ({ req, db, body }) => {
      await enforceRateLimit(db, req, VERIFY_EMAIL_LIMIT);
      return json(await confirmRegistration(db, body.token), {
        status: 201,
        headers: { 'Cache-Control': 'no-store' },
      });
    },
  }),
  'POST /api/auth/signOutEverywhere': endpoint({
    access: 'signed-in',
    summary: 'End every session and bearer token of the caller, this one included (the session cookie is cleared)',
    handler: async ({ req, db, actor }) => {
      const res = json(await signOutEverywhere(db, actor), { headers: { 'Cache-Control': 'no-store' } });
      clearSessionCookies(res, req);
      return res;
    },
  }),
  // Where a page sends a browser whose session cookie no longer counts (password
  // changed elsewhere, banned, signed out everywhere): drops the cookie, so the sign-in page does not bounce the browser
  // back, and goes to sign-in with returnTo. Same-site paths only.
  'GET /api/auth/sessionEnded': endpoint({
    access: 'public',
    success: 303,
    summary: 'Drops a session cookie that no longer counts and redirects (303) to sign-in with a same-site returnTo',
    raw: (req: Request) => {
      const returnTo = safeReturnTo(new URL(req.url).searchParams.get('returnTo'));
      const res = NextResponse.redirect(new URL(loginPath(returnTo), siteOrigin(req)), 303);
      res.headers.set('Cache-Control', 'no-store');
      clearSessionCookies(res, req);
      // A sign-out made with no signal (issue 39) is now complete.
      res.cookies.set(SIGN_OUT_PENDING_COOKIE, '', { path: '/', maxAge: 0, sameSite: 'lax' });
      return withApiHeaders(res);
    },
  }),
  'POST /api/auth/forgotPassword': endpoint({
    access: 'public',
    body: forgotPasswordSchema,
    summary: 'Mail a single-use, one-hour reset link; always 200 (no account enumeration)',
    handler: async ({ req, db, body }) => {
      await enforceRateLimit(db, req, FORGOT_PASSWORD_LIMIT);
      return requestPasswordReset(db, body, siteOrigin(req));
    },
  }),
  'POST /api/auth/resetPassword': endpoint({
    access: 'public',
    body: resetPasswordSchema,
    summary: "Choose a new password with the emailed token (spaces read as '+'); 400 when invalid, used or expired",
    handler: async ({ db, body }) => resetPassword(db, body),
  }),
  // fresh accessToken (and a fresh session cookie when signed in with one)
  'POST /api/auth/changePassword': endpoint({
    access: 'signed-in',
    body: changePasswordSchema,
    summary:
      'Change your own password (current password checked); ends every other session and token and answers a fresh accessToken',
    handler: async ({ req, db, actor, body }) => {
      const { sessionVersion, ...reply } = await changePassword(db, actor, body);
      const accessToken = await signAccessToken({ id: actor.id, role: actor.role, sessionVersion });
      const res = json({ ...reply, accessToken }, { headers: { 'Cache-Control': 'no-store' } });
      if ((await credentialKind(req)) === 'cookie') await issueSessionCookie(res, { ...actor, sessionVersion });
      return res;
    },
  }),
  'GET /api/auth/{...nextauth}': endpoint({
    access: 'public',
    undocumented: true,
    summary: "next-auth's session, csrf and providers endpoints",
    raw: nextAuthRoute,
  }),
  'POST /api/auth/{...nextauth}': endpoint({
    access: 'public',
    undocumented: true,
    summary: "next-auth's credentials callback and sign-out",
    raw: nextAuthRoute,
  }),
});
