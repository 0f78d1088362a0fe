import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { env } from '@/lib/env';
import { getDb } from '@/lib/server/db/client';
import { franchiseRequests, mailOutbox } from '@/lib/server/db/schema';
import { call } from '@/tests/support/http';
import { createUser } from '@/tests/support/factories';
import { franchisePayload, headOffice } from '@/tests/support/public';
import { endpoint } from '@/tests/support/endpoint';

const create = endpoint('POST /api/franchise/createfranchise');
const remove = endpoint('DELETE /api/franchise/deletefranchise');
const list = endpoint('GET /api/franchise/franchises');
const getById = endpoint('GET /api/franchise/getfranchisebyid');
const update = endpoint('PUT /api/franchise/updatefranchise');

const post = (body: unknown) => call<Record<string, unknown>>(create, { method: 'POST', body });

describe('POST /api/franchise/createFranchise', () => {
  it('stores the request in the head office with an office notice, idempotently', async () => {
    const hq = await headOffice();
    const body = franchisePayload();
    const results = await Promise.all([post(body), post(body)]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect(results[0]!.body).toEqual({ success: true, id: body.id });
    const db = await getDb();
    const rows = await db.select().from(franchiseRequests).where(eq(franchiseRequests.id, body.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ companyId: hq.id, status: 'new', firstName: 'Tom' });
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.relatedId, body.id));
    expect(mails.find((m) => m.category === 'franchise-office')?.to).toBe(env().OFFICE_EMAIL);
    expect(mails).toHaveLength(2);
    expect((await post({ ...body, phone: '000' })).status).toBe(409);
  });

  it('answers 400 with the spec message for every empty field and for malformed JSON', async () => {
    const res = await post({ id: randomUUID() });
    expect(res.status).toBe(400);
    const fieldErrors = res.body.fieldErrors as Record<string, string[]>;
    for (const f of ['firstName', 'lastName', 'phone', 'address', 'postCode', 'email', 'messageDescription']) {
      expect(fieldErrors[f]).toEqual(['Please fill all fields before submitting']);
    }
    const bad = await call(create, { method: 'POST', rawBody: '{', headers: { 'content-type': 'application/json' } });
    expect(bad.status).toBe(400);
  });
});

describe('franchise back office', () => {
  async function setup() {
    const hq = await headOffice();
    const admin = await createUser('Administrator', { companyId: hq.id });
    const body = franchisePayload();
    await post(body);
    return { hq, admin, id: body.id };
  }

  it("lists (with a cache-busting timestamp), reads and updates status and notes for the company's Administrator", async () => {
    const { admin, id } = await setup();
    const page = await call<{ data: { id: string }[]; totalRecords: number }>(list, {
      token: admin.token,
      query: { pageNumber: '1', pageSize: '100', timestamp: String(Date.now()) },
    });
    expect(page.status).toBe(200);
    expect(page.body.data.map((f) => f.id)).toContain(id);
    expect((await call(getById, { query: { id }, token: admin.token })).body).toMatchObject({ id, status: 'new' });
    const res = await call(update, {
      method: 'PUT',
      token: admin.token,
      body: { id, status: 'info-pack-sent', notes: 'Pack posted 2nd class' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'info-pack-sent', notes: 'Pack posted 2nd class' });
    expect((await call(update, { method: 'PUT', token: admin.token, body: { id, status: 'signed' } })).status).toBe(
      400,
    );
  });

  it("refuses 'converted' by hand, and keeps a converted lead converted (only opening an office sets it, issue 38)", async () => {
    const { admin, id } = await setup();
    const byHand = await call<{ fieldErrors: Record<string, string[]> }>(update, {
      method: 'PUT',
      token: admin.token,
      body: { id, status: 'converted' },
    });
    expect(byHand.status).toBe(400);
    expect(byHand.body.fieldErrors.status).toHaveLength(1);
    const db = await getDb();
    expect((await db.select().from(franchiseRequests).where(eq(franchiseRequests.id, id)))[0]!.status).toBe('new');

    await db.update(franchiseRequests).set({ status: 'converted' }).where(eq(franchiseRequests.id, id));
    const back = await call<{ fieldErrors: Record<string, string[]> }>(update, {
      method: 'PUT',
      token: admin.token,
      body: { id, status: 'new' },
    });
    expect(back.status).toBe(400);
    expect(back.body.fieldErrors.status).toHaveLength(1);
    const notes = await call(update, { method: 'PUT', token: admin.token, body: { id, notes: 'Opened in March' } });
    expect(notes.status).toBe(200);
    expect(notes.body).toMatchObject({ status: 'converted', notes: 'Opened in March' });
  });

  it('refuses other companies, Cleaners, Clients and visitors; 404 with the spec text for a missing id', async () => {
    const { hq, admin, id } = await setup();
    const other = await createUser('Administrator');
    expect((await call(getById, { query: { id }, token: other.token })).status).toBe(403);
    expect((await call(update, { method: 'PUT', token: other.token, body: { id, status: 'closed' } })).status).toBe(
      403,
    );
    expect((await call(remove, { method: 'DELETE', token: other.token, query: { id } })).status).toBe(403);
    const otherList = await call<{ data: { id: string }[] }>(list, { token: other.token });
    expect(otherList.body.data.map((f) => f.id)).not.toContain(id);
    for (const role of ['Cleaner', 'Client'] as const) {
      const { token } = await createUser(role, { companyId: hq.id });
      expect((await call(list, { token })).status).toBe(403);
      expect((await call(getById, { query: { id }, token })).status).toBe(403);
    }
    expect((await call(list, {})).status).toBe(401);
    const missing = await call(getById, { query: { id: randomUUID() }, token: admin.token });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ message: 'Failed to fetch franchise by ID' });
    expect((await call(remove, { method: 'DELETE', token: admin.token, query: { id } })).status).toBe(200);
  });
});
