import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { encode } from 'next-auth/jwt';
import { signAccessToken } from '@/lib/server/auth/tokens';
import { env } from '@/lib/env';
import { call } from '@/tests/support/http';
import { createCompany, createUser } from '@/tests/support/factories';
import { endpoint } from '@/tests/support/endpoint';

const GET = endpoint('GET /api/user/getuserbyid');

const get = (id: string, token?: string, headers?: Record<string, string>) =>
  call<Record<string, unknown>>(GET, { path: '/api/user/getUserById', query: { id }, token, headers });

describe('GET /api/user/getUserById', () => {
  it('answers 401 without credentials and with a forged or expired token', async () => {
    const { user } = await createUser('Cleaner');
    expect((await get(user.id)).status).toBe(401);
    expect((await get(user.id, 'not.a.token')).status).toBe(401);
    const expired = await signAccessToken(user, -10);
    expect((await get(user.id, expired)).status).toBe(401);
  });

  it('lets anyone read themselves, without any password field', async () => {
    const { user, token } = await createUser('Client');
    const res = await get(user.id, token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: user.id, firstName: 'Client', role: 'Client' });
    expect(JSON.stringify(res.body)).not.toMatch(/password/i);
  });

  it('accepts the next-auth session cookie as well as a bearer token', async () => {
    const { user } = await createUser('Cleaner');
    const cookie = await encode({
      token: { sub: user.id, role: 'Cleaner', sv: user.sessionVersion },
      secret: env().AUTH_SECRET,
    });
    const res = await get(user.id, undefined, { cookie: `next-auth.session-token=${cookie}` });
    expect(res.status).toBe(200);
  });

  it.each(['Cleaner', 'Client'] as const)('answers 403 to a %s asking for someone else', async (role) => {
    const company = await createCompany();
    const { token } = await createUser(role, { companyId: company.id });
    const { user: other } = await createUser('Cleaner', { companyId: company.id });
    expect((await get(other.id, token)).status).toBe(403);
  });

  it('lets an Administrator read their own company but not another', async () => {
    const company = await createCompany();
    const { token } = await createUser('Administrator', { companyId: company.id });
    const { user: mine } = await createUser('Cleaner', { companyId: company.id });
    const { user: theirs } = await createUser('Cleaner');
    expect((await get(mine.id, token)).status).toBe(200);
    expect((await get(theirs.id, token)).status).toBe(403);
  });

  it('lets a Super Administrator read anyone, and answers 404 for a missing user', async () => {
    const { token } = await createUser('Super Administrator');
    const { user: someone } = await createUser('Client');
    expect((await get(someone.id, token)).status).toBe(200);
    expect((await get(randomUUID(), token)).status).toBe(404);
  });

  it('answers 400 for a malformed id', async () => {
    const { token } = await createUser('Super Administrator');
    const res = await get('1 OR 1=1', token);
    expect(res.status).toBe(400);
    expect(res.body).toHaveProperty('fieldErrors.id');
  });
});
