import 'server-only';
import { eq } from 'drizzle-orm';
import { decode } from 'next-auth/jwt';
import { cookies, headers } from 'next/headers';
import { cache } from 'react';
import { env } from '@/lib/env';
import { getDb } from '@/lib/server/db/client';
import { companies, users } from '@/lib/server/db/schema';
import { resolveActor, SESSION_COOKIES, type Actor } from './actor';

/** What the back office needs to know about the signed-in person, read once per page load by its layout. */
export type SessionUser = {
  id: string;
  name: string;
  email: string;
  role: (typeof users.$inferSelect)['role'];
  profilePhotoPath: string | null;
  company: {
    id: string;
    name: string;
    code: string;
    currencySymbol: string;
    /** The franchise network's head office (issue 38): its menu has no royalties to read. */
    headOffice: boolean;
  } | null;
};

async function sessionExpiry(): Promise<number | null> {
  const store = await cookies();
  for (const name of SESSION_COOKIES) {
    const raw =
      store.get(name)?.value ??
      (store.has(`${name}.0`)
        ? store
            .getAll()
            .filter((c) => c.name.startsWith(`${name}.`))
            .sort((a, b) => a.name.localeCompare(b.name, 'en', { numeric: true }))
            .map((c) => c.value)
            .join('')
        : undefined);
    if (!raw) continue;
    const token = await decode({ token: raw, secret: env().AUTH_SECRET }).catch(() => null);
    if (typeof token?.exp === 'number') return token.exp * 1000;
  }
  return null;
}

/**
 * The actor of this page request, resolved once per request (the layout and a page that reads data on the server
 * share it) exactly as every API handler resolves it from the session cookie.
 */
export const currentActor = cache(async (): Promise<Actor | null> => {
  const cookieHeader = (await headers()).get('cookie') ?? '';
  return resolveActor(await getDb(), new Request('http://localhost/', { headers: { cookie: cookieHeader } }));
});

/**
 * The signed-in user of this request, checked the same way every API handler checks it (resolveActor: an active
 * account, a valid session), with their company; null when there is none. `expiresAt` is when the session ends (ms).
 */
export async function currentSession(): Promise<{ user: SessionUser; expiresAt: number | null } | null> {
  const actor = await currentActor();
  if (!actor) return null;
  const db = await getDb();
  const [row] = await db
    .select({ user: users, company: companies })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, actor.id))
    .limit(1);
  if (!row) return null;
  const { user, company } = row;
  return {
    user: {
      id: user.id,
      name: `${user.firstName} ${user.lastName}`.trim(),
      email: user.email,
      role: user.role,
      profilePhotoPath: user.profilePhotoPath,
      company: company
        ? {
            id: company.id,
            name: company.name,
            code: company.code,
            currencySymbol: company.currencySymbol,
            headOffice: company.headOffice,
          }
        : null,
    },
    expiresAt: await sessionExpiry(),
  };
}
