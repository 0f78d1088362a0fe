import 'server-only';
import { eq } from 'drizzle-orm';
import { decode } from 'next-auth/jwt';
import { env } from '@/lib/env';
import type { Role } from '@/lib/roles';
import type { Db } from '@/lib/server/db/client';
import { users } from '@/lib/server/db/schema';
import { verifyAccessToken } from './tokens';

/** Who is making a request, as every service sees it. */
export type Actor = {
  id: string;
  role: Role;
  companyId: string | null;
  email: string;
  name: string;
};

export const SESSION_COOKIES = ['__Secure-next-auth.session-token', 'next-auth.session-token'] as const;

function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  const cookies = new Map(
    header.split(';').map((part) => {
      const i = part.indexOf('=');
      return [part.slice(0, i).trim(), decodeURIComponent(part.slice(i + 1).trim())] as const;
    }),
  );
  const whole = cookies.get(name);
  if (whole) return whole;
  // next-auth splits large cookies into name.0, name.1, ...
  const chunks: string[] = [];
  for (let i = 0; cookies.has(`${name}.${i}`); i++) chunks.push(cookies.get(`${name}.${i}`)!);
  return chunks.length ? chunks.join('') : undefined;
}

type Credential = { userId: string; sessionVersion: number; via: 'bearer' | 'cookie' };

async function credentialFromRequest(req: Request): Promise<Credential | null> {
  const authorization = req.headers.get('authorization');
  if (authorization?.toLowerCase().startsWith('bearer ')) {
    const claims = await verifyAccessToken(authorization.slice(7).trim());
    return claims ? { userId: claims.sub, sessionVersion: claims.sv, via: 'bearer' } : null;
  }
  const cookieHeader = req.headers.get('cookie');
  for (const name of SESSION_COOKIES) {
    const raw = readCookie(cookieHeader, name);
    if (!raw) continue;
    const token = await decode({ token: raw, secret: env().AUTH_SECRET }).catch(() => null);
    if (token?.sub && typeof token.sv === 'number')
      return { userId: token.sub, sessionVersion: token.sv, via: 'cookie' };
  }
  return null;
}

/** How the current request was authenticated, for handlers that re-issue the caller's own credential. */
export async function credentialKind(req: Request): Promise<Credential['via'] | null> {
  return (await credentialFromRequest(req))?.via ?? null;
}

/**
 * Resolves the session cookie or `Authorization: Bearer` token into an Actor, re-reading the user so that a
 * deleted or banned account loses access at once, and so that a session or token issued before the user's
 * session version last changed (password change or reset, ban, "sign out everywhere") no longer works.
 * Returns null for visitors.
 */
export async function resolveActor(db: Db, req: Request): Promise<Actor | null> {
  const credential = await credentialFromRequest(req);
  if (!credential || !/^[0-9a-f-]{36}$/i.test(credential.userId)) return null;
  const [user] = await db.select().from(users).where(eq(users.id, credential.userId)).limit(1);
  if (!user || user.status !== 'active' || user.sessionVersion !== credential.sessionVersion) return null;
  return {
    id: user.id,
    role: user.role,
    companyId: user.companyId,
    email: user.email,
    name: `${user.firstName} ${user.lastName}`.trim(),
  };
}
