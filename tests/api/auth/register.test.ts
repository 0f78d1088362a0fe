import { describe, expect, it } from 'vitest';
import { POST as login } from '@/app/api/auth/login/route';
import { POST } from '@/app/api/auth/register/route';
import { call } from '@/tests/support/http';
import { createCompany } from '@/tests/support/factories';

const base = { password: 'Sunny-Days-42', firstName: 'Amelia', lastName: 'Clarke', domainName: 'http://localhost' };

describe('POST /api/auth/register', () => {
  it('creates a Client of the head office and lets them sign in', async () => {
    const hq = await createCompany({ code: 'HQ' });
    const res = await call<Record<string, unknown>>(POST, { body: { ...base, email: 'amelia@example.test', role: 'Client' } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ email: 'amelia@example.test', role: 'Client', companyId: hq.id, companyCodeNumber: 'HQ' });
    expect(JSON.stringify(res.body)).not.toMatch(/password/i);
    const signIn = await call(login, { body: { username: 'amelia@example.test', password: base.password } });
    expect(signIn.status).toBe(200);
  });

  it.each(['Administrator', 'Super Administrator', 'Cleaner', 'superadmin', ''])('never grants the role %j', async (role) => {
    const email = `r-${Math.random().toString(36).slice(2)}@example.test`;
    const res = await call<{ role: string }>(POST, { body: { ...base, email, role } });
    expect(res.status).toBe(201);
    expect(res.body.role).toBe('Client');
  });

  it('answers 409 for an email that is taken, whatever its case', async () => {
    await call(POST, { body: { ...base, email: 'dup@example.test' } });
    const again = await call(POST, { body: { ...base, email: 'DUP@example.test' } });
    expect(again.status).toBe(409);
  });

  it('answers 400 with field errors for bad input', async () => {
    const res = await call<{ fieldErrors: Record<string, string[]> }>(POST, { body: { email: 'not-an-email', password: 'short' } });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fieldErrors)).toEqual(expect.arrayContaining(['email', 'password', 'firstName', 'lastName']));
  });
});
