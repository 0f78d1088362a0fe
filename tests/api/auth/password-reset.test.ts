import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { mailOutbox, passwordResetTokens } from '@/lib/server/db/schema';
import { call } from '@/tests/support/http';
import { createUser, TEST_PASSWORD } from '@/tests/support/factories';
import { endpoint } from '@/tests/support/endpoint';

const login = endpoint('POST /api/auth/login');
const changePassword = endpoint('POST /api/auth/changepassword');
const forgot = endpoint('POST /api/auth/forgotpassword');
const reset = endpoint('POST /api/auth/resetpassword');

const NEW_PASSWORD = 'Fresh-Linen-2026';
let ip = 0;
const askForLink = (body: unknown) =>
  call<Record<string, unknown>>(forgot, {
    method: 'POST',
    body,
    path: 'http://localhost/api/auth/forgotPassword',
    headers: { 'x-forwarded-for': `10.0.0.${++ip}` },
  });

/** Requests a link and reads token and email back from the mail in the outbox, as a user would from their inbox. */
async function resetLink(userId: string, email: string, resetPasswordUrl = 'http://localhost/auth/jwt/reset-password') {
  expect((await askForLink({ email, resetPasswordUrl })).status).toBe(200);
  const db = await getDb();
  const mails = await db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.relatedId, userId), eq(mailOutbox.category, 'password-reset')));
  // The link just sent is the one whose token matches the user's only live token (two mails can share a millisecond).
  const [live] = await db
    .select()
    .from(passwordResetTokens)
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
  const links = mails.map((mail) => new URL(mail.text.match(/https?:\/\/\S+/)![0]));
  const url = links.find(
    (link) => createHash('sha256').update(link.searchParams.get('token')!).digest('hex') === live!.tokenHash,
  )!;
  expect(url).toBeDefined();
  return { url, token: url.searchParams.get('token')!, email: url.searchParams.get('email')! };
}

const resetWith = (body: Record<string, unknown>) =>
  call<Record<string, unknown>>(reset, {
    method: 'POST',
    body: { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, ...body },
  });

describe('POST /api/auth/forgotPassword', () => {
  it('mails a link to the reset page with token and email, storing only a hash of the token', async () => {
    const { user } = await createUser('Client');
    const { url, token } = await resetLink(user.id, user.email.toUpperCase());
    expect(url.origin + url.pathname).toBe('http://localhost/auth/jwt/reset-password');
    const [row] = await (
      await getDb()
    )
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(row!.tokenHash).not.toContain(token);
    expect(row!.tokenHash).toMatch(/^[a-f0-9]{64}$/);
    expect(row!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(60 * 60 * 1000);
  });

  it('answers the same 200 for an unknown email and mails nobody', async () => {
    const before = (await (await getDb()).select().from(mailOutbox)).length;
    const res = await askForLink({ email: 'nobody@example.test', resetPasswordUrl: 'http://localhost/x' });
    expect(res.status).toBe(200);
    const { user } = await createUser('Client');
    expect((await askForLink({ email: user.email })).body).toEqual(res.body);
    expect((await (await getDb()).select().from(mailOutbox)).length).toBe(before + 1);
  });

  it('never points the link at another site', async () => {
    const { user } = await createUser('Cleaner');
    const { url } = await resetLink(user.id, user.email, 'https://evil.example/steal');
    expect(url.origin).toBe('http://localhost');
    expect(url.pathname).toBe('/auth/jwt/reset-password');
  });

  it('answers 400 for a malformed email', async () => {
    expect((await askForLink({ email: 'nope' })).status).toBe(400);
  });
});

describe('POST /api/auth/resetPassword', () => {
  it('sets the new password once: the token is single-use and spaces in it read as "+"', async () => {
    const { user } = await createUser('Client');
    let link = await resetLink(user.id, user.email);
    while (!link.token.includes('+')) link = await resetLink(user.id, user.email);
    const res = await resetWith({ email: link.email, token: link.token.replace(/\+/g, ' ') });
    expect(res.status).toBe(200);
    expect((await call(login, { body: { username: user.email, password: NEW_PASSWORD } })).status).toBe(200);
    expect((await call(login, { body: { username: user.email, password: TEST_PASSWORD } })).status).toBe(401);
    const again = await resetWith({
      email: link.email,
      token: link.token,
      password: 'Another-Pass-99',
      confirmPassword: 'Another-Pass-99',
    });
    expect(again.status).toBe(400);
  });

  it('reads a token that starts with "+" (a leading space in the link) as the token it was', async () => {
    const { user } = await createUser('Client');
    const token = `+${randomBytes(32).toString('base64').slice(1)}`;
    await (await getDb()).insert(passwordResetTokens).values({
      userId: user.id,
      tokenHash: createHash('sha256').update(token).digest('hex'),
      expiresAt: new Date(Date.now() + 60_000),
    });
    const res = await resetWith({ email: user.email, token: ` ${token.slice(1).replace(/\+/g, ' ')}` });
    expect(res.status).toBe(200);
    expect((await call(login, { body: { username: user.email, password: NEW_PASSWORD } })).status).toBe(200);
  });

  it('refuses an expired token, a token for another email, and an earlier link once a new one was sent', async () => {
    const { user } = await createUser('Client');
    const { user: other } = await createUser('Client');
    const first = await resetLink(user.id, user.email);
    const second = await resetLink(user.id, user.email);
    expect((await resetWith({ email: user.email, token: first.token })).status).toBe(400);
    expect((await resetWith({ email: other.email, token: second.token })).status).toBe(400);
    await (
      await getDb()
    )
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, user.id));
    const expired = await resetWith({ email: user.email, token: second.token });
    expect(expired.status).toBe(400);
    expect(expired.body).toHaveProperty('fieldErrors.token');
  });

  it('answers 400 with a field error when the passwords do not match, and for malformed JSON', async () => {
    const res = await resetWith({ email: 'a@example.test', token: 'abc', confirmPassword: 'Different-123' });
    expect(res.status).toBe(400);
    expect(res.body).toHaveProperty('fieldErrors.confirmPassword', ['Passwords do not match']);
    const bad = await call(reset, {
      method: 'POST',
      rawBody: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.status).toBe(400);
  });
});

describe('POST /api/auth/changePassword', () => {
  it("changes the signed-in user's own password after checking the current one", async () => {
    const { user, token } = await createUser('Cleaner');
    const wrong = await call(changePassword, {
      method: 'POST',
      token,
      body: { email: user.email, currentPassword: 'wrong-password', newPassword: NEW_PASSWORD },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toHaveProperty('fieldErrors.currentPassword');
    const ok = await call(changePassword, {
      method: 'POST',
      token,
      body: { email: user.email, currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(ok.status).toBe(200);
    expect((await call(login, { body: { username: user.email, password: NEW_PASSWORD } })).status).toBe(200);
  });

  it("answers 401 to visitors and 403 for someone else's account, even for an Administrator", async () => {
    const { user: victim } = await createUser('Client');
    const body = { email: victim.email, currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD };
    expect((await call(changePassword, { method: 'POST', body })).status).toBe(401);
    const admin = await createUser('Administrator', { companyId: victim.companyId });
    expect((await call(changePassword, { method: 'POST', token: admin.token, body })).status).toBe(403);
    const short = await call(changePassword, {
      method: 'POST',
      token: admin.token,
      body: { ...body, email: admin.user.email, newPassword: 'short' },
    });
    expect(short.status).toBe(400);
  });
});
