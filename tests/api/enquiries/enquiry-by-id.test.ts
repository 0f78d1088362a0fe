import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { jobs } from '@/lib/server/db/schema';
import { call } from '@/tests/support/http';
import { createCompany, createUser } from '@/tests/support/factories';
import { enquiryPayload, headOffice } from '@/tests/support/public';
import { endpoint } from '@/tests/support/endpoint';

const create = endpoint('POST /api/enquiry/createenquiry');
const remove = endpoint('DELETE /api/enquiry/deleteenquiry');
const getById = endpoint('GET /api/enquiry/getenquirybyid');
const update = endpoint('PUT /api/enquiry/updateenquiry');

async function setup() {
  const hq = await headOffice();
  const admin = await createUser('Administrator', { companyId: hq.id });
  const body = enquiryPayload();
  await call(create, { method: 'POST', body });
  return { hq, admin, id: body.id };
}

describe('GET /api/Enquiry/getenquirybyid', () => {
  it('answers the enquiry to an Administrator of its company', async () => {
    const { admin, id } = await setup();
    const res = await call(getById, { query: { id }, token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, name: 'Margaret Hughes', status: 'new' });
  });

  it('answers 404 with the spec text for a missing enquiry and 400 for a malformed id', async () => {
    const { admin } = await setup();
    const missing = await call(getById, { query: { id: randomUUID() }, token: admin.token });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ message: 'Failed to fetch Enquiry by ID' });
    expect((await call(getById, { query: { id: 'nope' }, token: admin.token })).status).toBe(400);
  });

  it('answers 403 to an Administrator of another company, to Cleaners and Clients, and 401 to visitors', async () => {
    const { hq, id } = await setup();
    const other = await createUser('Administrator');
    expect((await call(getById, { query: { id }, token: other.token })).status).toBe(403);
    for (const role of ['Cleaner', 'Client'] as const) {
      const { token } = await createUser(role, { companyId: hq.id });
      expect((await call(getById, { query: { id }, token })).status).toBe(403);
    }
    expect((await call(getById, { query: { id } })).status).toBe(401);
  });
});

describe('PUT /api/enquiry/updateenquiry', () => {
  it('updates status, autofill, estimate services, a contact field and links a job of the same company', async () => {
    const { hq, admin, id } = await setup();
    const [job] = await (await getDb()).insert(jobs).values({ companyId: hq.id, title: 'Tenancy clean' }).returning();
    const res = await call(update, {
      method: 'PUT',
      token: admin.token,
      body: {
        id,
        status: 'estimated',
        autofill: true,
        jobId: job!.id,
        phone: '07700 900999',
        estimateServices: [{ service: 'Carpet', quantity: 2, price: 40 }],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, status: 'estimated', autofill: true, jobId: job!.id, phone: '07700 900999' });
    expect((await call(getById, { query: { id }, token: admin.token })).body).toMatchObject({ status: 'estimated' });
  });

  it("refuses an unknown status, a job of another company, and another company's enquiry", async () => {
    const { admin, id } = await setup();
    expect((await call(update, { method: 'PUT', token: admin.token, body: { id, status: 'won' } })).status).toBe(400);
    const elsewhere = await createCompany();
    const [job] = await (
      await getDb()
    )
      .insert(jobs)
      .values({ companyId: elsewhere.id, title: 'Not yours' })
      .returning();
    const res = await call(update, { method: 'PUT', token: admin.token, body: { id, jobId: job!.id } });
    expect(res.status).toBe(400);
    expect(res.body).toHaveProperty('fieldErrors.jobId');
    const other = await createUser('Administrator', { companyId: elsewhere.id });
    expect((await call(update, { method: 'PUT', token: other.token, body: { id, status: 'closed' } })).status).toBe(
      403,
    );
    const cleaner = await createUser('Cleaner');
    expect((await call(update, { method: 'PUT', token: cleaner.token, body: { id, status: 'closed' } })).status).toBe(
      403,
    );
    expect(
      (await call(update, { method: 'PUT', token: admin.token, body: { id: randomUUID(), status: 'closed' } })).status,
    ).toBe(404);
  });
});

describe('DELETE /api/enquiry/deleteenquiry', () => {
  it('lets an Administrator of the company delete it, and nobody else', async () => {
    const { admin, id } = await setup();
    const other = await createUser('Administrator');
    expect((await call(remove, { method: 'DELETE', query: { id }, token: other.token })).status).toBe(403);
    expect((await call(remove, { method: 'DELETE', query: { id }, token: admin.token })).status).toBe(200);
    expect((await call(getById, { query: { id }, token: admin.token })).status).toBe(404);
  });
});
