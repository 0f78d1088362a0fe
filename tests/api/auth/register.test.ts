import { desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { mailOutbox, pendingRegistrations, users } from '@/lib/server/db/schema';
import { call } from '@/tests/support/http';
import { createCompany, createUser } from '@/tests/support/factories';
import { endpoint } from '@/tests/support/endpoint';

const login = endpoint('POST /api/auth/login');
const POST = endpoint('POST /api/auth/register');
const verifyEmail = endpoint('POST /api/auth/verifyemail');

const base = {
  password: 'Sunny-Days-Over-Norwich-42',
  firstName: 'Amelia',
  lastName: 'Clarke',
  domainName: 'http://localhost',
};
let ip = 0;
const register = (body: Record<string, unknown>) =>
  call<Record<string, unknown>>(POST, { body: { ...base, ...body }, headers: { 'x-forwarded-for': `10.1.0.${++ip}` } });
const uniqueEmail = () => `r-${Math.random().toString(36).slice(2)}@example.test`;

/** The newest mail to `email`, as its owner would read it. */
async function lastMailTo(email: string) {
  const [mail] = await (
    await getDb()
  )
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  return mail;
}
const tokenIn = (text: string) => new URL(text.match(/https?:\/\/\S+/)![0]).searchParams.get('token')!;

describe('POST /api/auth/register', () => {
  it('answers a new and a known address in exactly the same way (no account enumeration)', async () => {
    const { user } = await createUser('Client');
    const known = await register({ email: user.email.toUpperCase() });
    const fresh = await register({ email: uniqueEmail() });
    expect(known.status).toBe(202);
    expect(fresh.status).toBe(202);
    expect(known.body).toEqual(fresh.body);
    expect(fresh.body).toMatchObject({ success: true });
    // The owner of the known address is told by mail instead; nothing about their account changed.
    const note = await lastMailTo(user.email);
    expect(note).toMatchObject({ category: 'register-existing', relatedId: user.id });
    expect(note!.text).toContain('already has an account');
    const [after] = await (await getDb()).select().from(users).where(eq(users.id, user.id));
    expect(after!.passwordHash).toBe(user.passwordHash);
  });

  it('creates nothing until the mailed link is opened; the link then creates a Client of the head office, once', async () => {
    const hq = await createCompany({ code: 'HQ' });
    const email = uniqueEmail();
    expect((await register({ email, role: 'Administrator' })).status).toBe(202);
    const db = await getDb();
    expect(
      await db
        .select()
        .from(users)
        .where(eq(sql`lower(${users.email})`, email)),
    ).toHaveLength(0);
    const before = await call(login, { body: { username: email, password: base.password } });
    expect(before.status).toBe(401);

    const mail = await lastMailTo(email);
    expect(mail!.category).toBe('register-confirm');
    const token = tokenIn(mail!.text);
    expect(mail!.text).toContain('http://localhost/auth/jwt/verify-email?token=');
    const [pending] = await db.select().from(pendingRegistrations).where(eq(pendingRegistrations.email, email));
    expect(pending!.tokenHash).not.toContain(token);

    const confirmed = await call<Record<string, unknown>>(verifyEmail, { body: { token } });
    expect(confirmed.status).toBe(201);
    expect(confirmed.body).toMatchObject({
      email,
      role: 'Client',
      companyId: hq.id,
      companyCodeNumber: 'HQ',
      status: 'active',
    });
    expect(JSON.stringify(confirmed.body)).not.toMatch(/password|sessionVersion/i);
    const signIn = await call(login, { body: { username: email, password: base.password } });
    expect(signIn.status).toBe(200);

    const again = await call<{ fieldErrors: Record<string, string[]> }>(verifyEmail, { body: { token } });
    expect(again.status).toBe(400);
    expect(again.body.fieldErrors.token).toBeDefined();
  });

  it.each(['Administrator', 'Super Administrator', 'Cleaner', 'superadmin', ''])(
    'never grants the role %j',
    async (role) => {
      const email = uniqueEmail();
      await register({ email, role });
      const confirmed = await call<{ role: string }>(verifyEmail, {
        body: { token: tokenIn((await lastMailTo(email))!.text) },
      });
      expect(confirmed.body.role).toBe('Client');
    },
  );

  it('refuses a link that expired or never existed', async () => {
    const email = uniqueEmail();
    await register({ email });
    const token = tokenIn((await lastMailTo(email))!.text);
    await (
      await getDb()
    )
      .update(pendingRegistrations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(pendingRegistrations.email, email));
    expect((await call(verifyEmail, { body: { token } })).status).toBe(400);
    expect((await call(verifyEmail, { body: { token: 'made-up' } })).status).toBe(400);
    expect((await call(verifyEmail, { body: {} })).status).toBe(400);
  });

  it.each([
    ['password', 'tooShort'],
    ['12345678', 'tooShort'],
    ['password1234', 'common'],
    ['qwertyuiop123', 'common'],
    ['Amelia-Clarke-1', 'personal'],
    ['brightside2026', 'personal'],
    ['aaaaaaaaaaaaaaaa', 'guessable'],
  ])('refuses the weak password %j (%s) with a field error in plain words', async (password, reason) => {
    const res = await register({ email: uniqueEmail(), password });
    expect(res.status).toBe(400);
    const fieldErrors = res.body.fieldErrors as Record<string, string[]>;
    expect(fieldErrors.password![0]).toMatch(/\w+ \w+/);
    if (reason !== 'tooShort') expect(res.body.reason).toBe(`password.${reason}`);
  });

  it('answers 400 with field errors for bad input', async () => {
    const res = await call<{ fieldErrors: Record<string, string[]> }>(POST, {
      body: { email: 'not-an-email', password: 'short' },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fieldErrors)).toEqual(
      expect.arrayContaining(['email', 'password', 'firstName', 'lastName']),
    );
  });

  it('limits sign-ups per address (429 with Retry-After)', async () => {
    const from = (n: number) =>
      call(POST, { body: { ...base, email: `limit-${n}@example.test` }, headers: { 'x-forwarded-for': '10.9.9.9' } });
    for (let i = 0; i < 10; i++) expect((await from(i)).status).toBe(202);
    const res = await from(11);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
