import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { call } from '@/tests/support/http';
import { TEST_PASSWORD, createUser } from '@/tests/support/factories';
import { endpoint } from '@/tests/support/endpoint';

const POST = endpoint('POST /api/auth/login');

describe('POST /api/auth/login', () => {
  it('answers accessToken and user without any password field', async () => {
    const { user } = await createUser('Administrator');
    const res = await call<{ accessToken: string; user: Record<string, unknown> }>(POST, {
      body: { username: user.email.toUpperCase(), password: TEST_PASSWORD, domainName: 'http://localhost:3000' },
    });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ id: user.id, email: user.email, role: 'Administrator' });
    expect(JSON.stringify(res.body.user)).not.toMatch(/password/i);
    const claims = decodeJwt(res.body.accessToken);
    expect(claims.sub).toBe(user.id);
    expect(claims.exp).toBeGreaterThan(Date.now() / 1000);
    expect(claims.exp).toBeLessThan(Date.now() / 1000 + 60 * 60 * 24 * 31);
  });

  it('refuses a wrong password and an unknown email with the same 401', async () => {
    const { user } = await createUser('Cleaner');
    const wrong = await call(POST, { body: { username: user.email, password: 'not-it' } });
    const unknown = await call(POST, { body: { username: 'nobody@example.test', password: TEST_PASSWORD } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body).toMatchObject({ code: 'unauthorized', message: 'Invalid email or password' });
  });

  it('refuses a banned account', async () => {
    const { user } = await createUser('Cleaner', { status: 'banned' });
    const res = await call(POST, { body: { username: user.email, password: TEST_PASSWORD } });
    expect(res.status).toBe(401);
  });

  it('answers 400 with field errors for a malformed body, never a 500', async () => {
    const missing = await call<{ fieldErrors: Record<string, string[]> }>(POST, { body: { username: 42 } });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.fieldErrors)).toEqual(expect.arrayContaining(['username', 'password']));
    const notJson = await call(POST, { rawBody: '{oops', headers: { 'content-type': 'application/json' } });
    expect(notJson.status).toBe(400);
    const array = await call(POST, { body: [1, 2] });
    expect(array.status).toBe(400);
  });
});
