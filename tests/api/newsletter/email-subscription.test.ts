import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { isSubscribed } from '@/lib/server/newsletter/service';
import { call } from '@/tests/support/http';
import { createUser } from '@/tests/support/factories';
import { headOffice } from '@/tests/support/public';
import { endpoint } from '@/tests/support/endpoint';

const POST = endpoint('POST /api/auth/emailsubcription');
const remove = endpoint('DELETE /api/newsletter/deletesubscriber');
const list = endpoint('GET /api/newsletter/subscribers');

const subscribe = (email?: string) =>
  call<{ message: string; fieldErrors?: Record<string, string[]> }>(POST, {
    method: 'POST',
    query: email === undefined ? {} : { email },
  });

describe('POST /api/Auth/emailSubcription', () => {
  it('subscribes an email with the spec success text', async () => {
    const res = await subscribe('reader@example.test');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Subscribed successfully!' });
    expect(await isSubscribed(await getDb(), 'READER@example.test')).toBe(true);
  });

  it('answers a repeat sign-up (any case) with a friendly 200 and keeps one row', async () => {
    await subscribe('twice@example.test');
    const again = await subscribe('  TWICE@Example.test ');
    expect(again.status).toBe(200);
    expect(again.body.message).toBe('You are already subscribed.');
    const sa = await createUser('Super Administrator');
    const page = await call<{ data: { email: string }[] }>(list, {
      token: sa.token,
      query: { pageNumber: '1', pageSize: '100' },
    });
    expect(page.body.data.filter((s) => s.email === 'twice@example.test')).toHaveLength(1);
  });

  it('answers 400 with the spec messages for a missing or invalid email', async () => {
    const missing = await subscribe();
    expect(missing.status).toBe(400);
    expect(missing.body.fieldErrors?.email).toEqual(['Email is required']);
    const invalid = await subscribe('not-an-email');
    expect(invalid.status).toBe(400);
    expect(invalid.body.fieldErrors?.email).toEqual(['Invalid email']);
  });
});

describe('GET /api/newsletter/subscribers and DELETE /api/newsletter/deleteSubscriber', () => {
  it('lets head-office Administrators list and remove subscribers; refuses other roles and companies', async () => {
    const hq = await headOffice();
    await subscribe('listed@example.test');
    const admin = await createUser('Administrator', { companyId: hq.id });
    const page = await call<{ data: { id: string; email: string }[]; totalRecords: number }>(list, {
      token: admin.token,
    });
    expect(page.status).toBe(200);
    const row = page.body.data.find((s) => s.email === 'listed@example.test')!;
    expect(page.body.totalRecords).toBeGreaterThanOrEqual(1);
    expect((await call(list, { token: (await createUser('Administrator')).token })).status).toBe(403);
    expect((await call(list, { token: (await createUser('Cleaner', { companyId: hq.id })).token })).status).toBe(403);
    expect((await call(list, {})).status).toBe(401);
    expect((await call(remove, { method: 'DELETE', query: { id: row.id }, token: admin.token })).status).toBe(200);
    expect((await call(remove, { method: 'DELETE', query: { id: randomUUID() }, token: admin.token })).status).toBe(
      404,
    );
  });
});
