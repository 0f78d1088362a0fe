// Old credentials stop working: a password change or reset, a ban, a role change, a deletion and "sign out
// everywhere" end every earlier session cookie and bearer token at once (users.sessionVersion).
import { eq } from 'drizzle-orm';
import { encode } from 'next-auth/jwt';
import { describe, expect, it } from 'vitest';
import { env } from '@/lib/env';
import type { Role } from '@/lib/roles';
import { getDb } from '@/lib/server/db/client';
import { passwordResetTokens } from '@/lib/server/db/schema';
import { mailOutbox } from '@/lib/server/db/schema';
import { call } from '@/tests/support/http';
import { createCompany, createUser, TEST_PASSWORD } from '@/tests/support/factories';
import { endpoint } from '@/tests/support/endpoint';

const changePassword = endpoint('POST /api/auth/changepassword');
const login = endpoint('POST /api/auth/login');
const sessionEnded = endpoint('GET /api/auth/sessionended');
const deleteUser = endpoint('POST /api/user/deleteuser');
const getUserById = endpoint('GET /api/user/getuserbyid');
const updateUser = endpoint('PUT /api/user/updateuser');
const forgot = endpoint('POST /api/auth/forgotpassword');
const reset = endpoint('POST /api/auth/resetpassword');

const NEW_PASSWORD = 'Quiet-Harbour-Lanterns-7';

async function signIn(email: string, password = TEST_PASSWORD) {
  const res = await call<{ accessToken: string }>(login, {
    body: { username: email, password },
    headers: { 'x-forwarded-for': '192.0.2.10' },
  });
  expect(res.status).toBe(200);
  return res.body.accessToken;
}
const cookieOf = async (id: string, role: Role, sv: number) =>
  `next-auth.session-token=${await encode({ token: { sub: id, role, sv }, secret: env().AUTH_SECRET })}`;
const whoAmI = (id: string, auth: { token?: string; cookie?: string }) =>
  call(getUserById, { query: { id }, token: auth.token, headers: auth.cookie ? { cookie: auth.cookie } : {} });

describe('ending earlier sessions and tokens', () => {
  it('a password change ends every earlier token and cookie, and gives the caller a fresh token', async () => {
    const { user } = await createUser('Cleaner');
    const phone = await signIn(user.email);
    const laptop = await signIn(user.email);
    const cookie = await cookieOf(user.id, user.role, user.sessionVersion);
    expect((await whoAmI(user.id, { token: phone })).status).toBe(200);
    expect((await whoAmI(user.id, { cookie })).status).toBe(200);

    const res = await call<{ accessToken: string }>(changePassword, {
      body: { email: user.email, currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD },
      token: laptop,
    });
    expect(res.status).toBe(200);
    expect((await whoAmI(user.id, { token: phone })).status).toBe(401);
    expect((await whoAmI(user.id, { token: laptop })).status).toBe(401);
    expect((await whoAmI(user.id, { cookie })).status).toBe(401);
    expect((await whoAmI(user.id, { token: res.body.accessToken })).status).toBe(200);
  });

  it('a password change made with the session cookie sets a fresh cookie for this browser only', async () => {
    const { user } = await createUser('Client');
    const cookie = await cookieOf(user.id, user.role, user.sessionVersion);
    const res = await call(changePassword, {
      body: { email: user.email, currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD },
      headers: { cookie, origin: 'http://localhost' },
    });
    expect(res.status).toBe(200);
    const fresh = res.headers.get('set-cookie')!;
    expect(fresh).toMatch(/next-auth\.session-token=[^;]+;.*HttpOnly/i);
    const freshCookie = fresh.split(';')[0]!;
    expect((await whoAmI(user.id, { cookie: freshCookie })).status).toBe(200);
    expect((await whoAmI(user.id, { cookie })).status).toBe(401);
  });

  it('a password reset ends every earlier token', async () => {
    const { user } = await createUser('Cleaner');
    const token = await signIn(user.email);
    await call(forgot, { body: { email: user.email }, headers: { 'x-forwarded-for': '192.0.2.11' } });
    const db = await getDb();
    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.relatedId, user.id));
    const link = new URL(mail!.text.match(/https?:\/\/\S+/)![0]);
    const res = await call(reset, {
      body: {
        email: user.email,
        token: link.searchParams.get('token'),
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      },
    });
    expect(res.status).toBe(200);
    expect(await db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id))).toHaveLength(1);
    expect((await whoAmI(user.id, { token })).status).toBe(401);
    expect((await whoAmI(user.id, { token: await signIn(user.email, NEW_PASSWORD) })).status).toBe(200);
  });

  it('a ban ends the session at once, and lifting the ban does not bring old tokens back', async () => {
    const company = await createCompany();
    const admin = await createUser('Administrator', { companyId: company.id });
    const { user } = await createUser('Cleaner', { companyId: company.id });
    const token = await signIn(user.email);
    expect(
      (await call(updateUser, { method: 'PUT', body: { id: user.id, status: 'banned' }, token: admin.token })).status,
    ).toBe(200);
    expect((await whoAmI(user.id, { token })).status).toBe(401);
    expect(
      (await call(updateUser, { method: 'PUT', body: { id: user.id, status: 'active' }, token: admin.token })).status,
    ).toBe(200);
    expect((await whoAmI(user.id, { token })).status).toBe(401);
  });

  it('a role change ends the sessions that carried the old role', async () => {
    const company = await createCompany();
    const admin = await createUser('Administrator', { companyId: company.id });
    const { user } = await createUser('Cleaner', { companyId: company.id });
    const token = await signIn(user.email);
    expect(
      (await call(updateUser, { method: 'PUT', body: { id: user.id, role: 'Client' }, token: admin.token })).status,
    ).toBe(200);
    expect((await whoAmI(user.id, { token })).status).toBe(401);
  });

  it('deleting a user ends their sessions', async () => {
    const company = await createCompany();
    const admin = await createUser('Administrator', { companyId: company.id });
    const { user } = await createUser('Client', { companyId: company.id });
    const token = await signIn(user.email);
    expect((await call(deleteUser, { body: { id: user.id }, token: admin.token })).status).toBe(200);
    expect((await whoAmI(user.id, { token })).status).toBe(401);
  });

  it('an ordinary profile edit keeps the sessions', async () => {
    const { user, token } = await createUser('Cleaner');
    expect((await call(updateUser, { method: 'PUT', body: { id: user.id, city: 'Norwich' }, token })).status).toBe(200);
    expect((await whoAmI(user.id, { token })).status).toBe(200);
  });
});

describe('GET /api/auth/sessionEnded', () => {
  it('clears a stale session cookie and redirects to sign-in with a same-site returnTo', async () => {
    const res = await sessionEnded(
      new Request('http://localhost/api/auth/sessionEnded?returnTo=/dashboard/user', {
        headers: { cookie: 'next-auth.session-token=stale; next-auth.session-token.0=x' },
      }),
    );
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('http://localhost/auth/jwt/login?returnTo=%2Fdashboard%2Fuser');
    expect(res.headers.get('set-cookie')).toMatch(/next-auth\.session-token=;/);
    const evil = await sessionEnded(new Request('http://localhost/api/auth/sessionEnded?returnTo=//evil.example'));
    expect(evil.headers.get('location')).toBe('http://localhost/auth/jwt/login?returnTo=%2Fdashboard');
  });

  it('completes a sign-out a Cleaner made with no signal: the session cookie and the pending mark both go (issue 39)', async () => {
    const res = await sessionEnded(
      new Request('http://localhost/api/auth/sessionEnded?returnTo=/dashboard', {
        headers: { cookie: 'next-auth.session-token=live; signOutPending=1' },
      }),
    );
    expect(res.status).toBe(303);
    const cookies = res.headers.get('set-cookie') ?? '';
    expect(cookies).toMatch(/next-auth\.session-token=;/);
    expect(cookies).toMatch(/signOutPending=;/);
  });
});
