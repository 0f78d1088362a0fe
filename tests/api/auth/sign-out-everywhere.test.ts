// POST /api/auth/signOutEverywhere: the server side of the profile screen's "Sign out everywhere" button.
import { eq } from 'drizzle-orm';
import { encode } from 'next-auth/jwt';
import { describe, expect, it } from 'vitest';
import { env } from '@/lib/env';
import type { Role } from '@/lib/roles';
import { getDb } from '@/lib/server/db/client';
import { users } from '@/lib/server/db/schema';
import { call } from '@/tests/support/http';
import { createUser, TEST_PASSWORD } from '@/tests/support/factories';
import { endpoint } from '@/tests/support/endpoint';

const login = endpoint('POST /api/auth/login');
const signOutEverywhere = endpoint('POST /api/auth/signouteverywhere');
const getUserById = endpoint('GET /api/user/getuserbyid');
const auditLogs = endpoint('GET /api/audit/auditlogs');

async function signIn(email: string) {
  const res = await call<{ accessToken: string }>(login, {
    body: { username: email, password: TEST_PASSWORD },
    headers: { 'x-forwarded-for': '192.0.2.20' },
  });
  expect(res.status).toBe(200);
  return res.body.accessToken;
}
const cookieOf = async (id: string, role: Role, sv: number) =>
  `next-auth.session-token=${await encode({ token: { sub: id, role, sv }, secret: env().AUTH_SECRET })}`;
const whoAmI = (id: string, auth: { token?: string; cookie?: string }) =>
  call(getUserById, { query: { id }, token: auth.token, headers: auth.cookie ? { cookie: auth.cookie } : {} });

describe('POST /api/auth/signOutEverywhere', () => {
  it('ends every token and cookie of the caller, this one included, and clears the cookie', async () => {
    const { user } = await createUser('Administrator');
    const other = await signIn(user.email);
    const cookie = await cookieOf(user.id, user.role, user.sessionVersion);
    const res = await call<{ success: boolean; message: string }>(signOutEverywhere, {
      method: 'POST',
      headers: { cookie, origin: 'http://localhost' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true });
    expect(res.headers.get('set-cookie')).toMatch(/next-auth\.session-token=;.*Max-Age=0/i);
    expect((await whoAmI(user.id, { cookie })).status).toBe(401);
    expect((await whoAmI(user.id, { token: other })).status).toBe(401);
    const [row] = await (await getDb()).select().from(users).where(eq(users.id, user.id));
    expect(row!.sessionVersion).toBe(user.sessionVersion + 1);
    // Signing in again works as usual.
    expect((await whoAmI(user.id, { token: await signIn(user.email) })).status).toBe(200);
  });

  it('works with a bearer token, ends it, and leaves other users alone', async () => {
    const a = await createUser('Cleaner');
    const b = await createUser('Cleaner');
    expect((await call(signOutEverywhere, { method: 'POST', token: a.token })).status).toBe(200);
    expect((await whoAmI(a.user.id, { token: a.token })).status).toBe(401);
    expect((await whoAmI(b.user.id, { token: b.token })).status).toBe(200);
  });

  it('answers 401 without a session, and 403 to a cookie-signed-in request from another site', async () => {
    expect((await call(signOutEverywhere, { method: 'POST' })).status).toBe(401);
    const { user } = await createUser('Client');
    const cookie = await cookieOf(user.id, user.role, user.sessionVersion);
    expect(
      (await call(signOutEverywhere, { method: 'POST', headers: { cookie, origin: 'https://evil.example' } })).status,
    ).toBe(403);
    expect((await whoAmI(user.id, { cookie })).status).toBe(200);
  });
});

describe('sign out everywhere in the audit trail', () => {
  it('is recorded for the company, without any token', async () => {
    const admin = await createUser('Administrator');
    expect((await call(signOutEverywhere, { method: 'POST', token: admin.token })).status).toBe(200);
    const fresh = await signIn(admin.user.email);
    const res = await call<{ data: { action: string; actorId: string }[] }>(auditLogs, {
      query: { action: 'sign-out-everywhere' },
      token: fresh,
    });
    expect(res.body.data).toEqual([expect.objectContaining({ action: 'sign-out-everywhere', actorId: admin.user.id })]);
  });
});
