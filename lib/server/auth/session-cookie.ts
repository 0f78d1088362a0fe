import 'server-only';
import { encode } from 'next-auth/jwt';
import type { NextResponse } from 'next/server';
import { env } from '@/lib/env';
import type { Role } from '@/lib/roles';
import { SESSION_COOKIES } from './actor';

/** next-auth's cookie name: the `__Secure-` one when the site is served over https. */
const cookieName = () => (env().SITE_URL?.startsWith('https://') ? SESSION_COOKIES[0] : SESSION_COOKIES[1]);

type SessionUser = {
  id: string;
  name: string;
  email: string;
  role: Role;
  companyId: string | null;
  sessionVersion: number;
};

/**
 * Gives the caller a fresh session cookie for their new session version (after they changed their own password),
 * in the format next-auth reads, so this device stays signed in while every earlier session ends.
 */
export async function issueSessionCookie(res: NextResponse, user: SessionUser) {
  const maxAge = env().AUTH_TOKEN_TTL_SECONDS;
  const token = await encode({
    secret: env().AUTH_SECRET,
    maxAge,
    token: {
      sub: user.id,
      name: user.name,
      email: user.email,
      role: user.role,
      companyId: user.companyId,
      sv: user.sessionVersion,
    },
  });
  const name = cookieName();
  res.cookies.set(name, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: name.startsWith('__Secure-'),
    maxAge,
  });
}

/** Removes every session cookie the request carried (both names, and next-auth's chunks). */
export function clearSessionCookies(res: NextResponse, req: Request) {
  const sent = (req.headers.get('cookie') ?? '').split(';').map((c) => c.split('=')[0]!.trim());
  for (const name of sent) {
    if (SESSION_COOKIES.some((base) => name === base || name.startsWith(`${base}.`))) {
      res.cookies.set(name, '', {
        httpOnly: true,
        sameSite: 'lax',
        path: '/',
        secure: name.startsWith('__Secure-'),
        maxAge: 0,
      });
    }
  }
}
