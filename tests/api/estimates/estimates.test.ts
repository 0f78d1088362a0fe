import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { enquiries } from '@/lib/server/db/schema';
import { get, makeWorld, missingId, send } from '@/tests/api/backoffice-world';
import { endpoint } from '@/tests/support/endpoint';

const createEstimate = endpoint('POST /api/estimate/createestimate');
const listEstimates = endpoint('POST /api/estimate/estimates');
const getEstimate = endpoint('GET /api/estimate/getestimatebyid');
const updateEstimate = endpoint('PUT /api/estimate/updateestimate');
const getJob = endpoint('GET /api/job/getjobbyid');

type Estimate = {
  id: string;
  estimateNumber: string;
  status: string;
  clientName: string;
  address: string;
  subTotal: number;
  totalAmount: number;
  jobId: string | null;
  validUntil: string;
};

async function enquiryOf(companyId: string) {
  const db = await getDb();
  const [row] = await db
    .insert(enquiries)
    .values({
      id: randomUUID(),
      companyId,
      name: 'Edith Moss',
      email: 'edith@example.test',
      phone: '0700',
      address: '1 Mill Lane',
      postCode: 'NR9 3AB',
      messageDescription: 'Please quote for a spring clean',
    })
    .returning();
  return row!;
}

const items = [{ service: 'House Cleaning', description: 'Spring clean', quantity: 4, unit: 'hours', price: 22.5 }];

describe('POST /api/Estimate/CreateEstimate', () => {
  it('creates one from an enquiry: client details copied, totals on the server, enquiry marked estimated', async () => {
    const w = await makeWorld();
    const enquiry = await enquiryOf(w.a.id);
    const res = await send<Estimate>(createEstimate, w.adminA, {
      enquiryId: enquiry.id,
      items,
      taxes: 18,
      totalAmount: 1,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      clientName: 'Edith Moss',
      address: '1 Mill Lane',
      subTotal: 90,
      totalAmount: 108,
      status: 'draft',
      estimateNumber: 'EST-0001',
    });
    const [after] = await (await getDb()).select().from(enquiries).where(eq(enquiries.id, enquiry.id));
    expect(after!.status).toBe('estimated');
  });

  it('creates one from scratch; refuses another company’s enquiry (403), bad input (400), other roles (403)', async () => {
    const w = await makeWorld();
    expect((await send(createEstimate, w.adminA, { clientName: 'Walk-in', address: '2 High St', items })).status).toBe(
      201,
    );
    expect((await send(createEstimate, w.adminA, { enquiryId: (await enquiryOf(w.b.id)).id, items })).status).toBe(403);
    expect((await send(createEstimate, w.adminA, { enquiryId: missingId(), items })).status).toBe(404);
    expect((await send(createEstimate, w.adminA, { items })).status).toBe(400);
    expect(
      (await send(createEstimate, w.adminA, { clientName: 'X', items: [{ service: '', quantity: 0, price: -1 }] }))
        .status,
    ).toBe(400);
    expect((await send(createEstimate, w.cleanerA, { clientName: 'X', items })).status).toBe(403);
    expect((await send(createEstimate, w.clientA, { clientName: 'X', items })).status).toBe(403);
  });
});

describe('PUT /api/Estimate/UpdateEstimate', () => {
  it('accepting creates a New job for the client and converts the enquiry, once', async () => {
    const w = await makeWorld();
    const enquiry = await enquiryOf(w.a.id);
    const est = (
      await send<Estimate>(createEstimate, w.adminA, { enquiryId: enquiry.id, clientId: w.clientA.user.id, items })
    ).body;
    const res = await send<Estimate>(updateEstimate, w.adminA, { id: est.id, status: 'accepted' }, 'PUT');
    expect(res.status).toBe(200);
    expect(res.body.jobId).toBeTruthy();
    const job = await get<{ stage: number; userClientId: string; service: string; location: string }>(
      getJob,
      w.clientA,
      { id: res.body.jobId! },
    );
    expect(job.body).toMatchObject({
      stage: 0,
      userClientId: w.clientA.user.id,
      service: 'House Cleaning',
      location: '1 Mill Lane, NR9 3AB',
    });
    const [after] = await (await getDb()).select().from(enquiries).where(eq(enquiries.id, enquiry.id));
    expect(after).toMatchObject({ status: 'converted', jobId: res.body.jobId });
    const again = await send<Estimate>(updateEstimate, w.adminA, { id: est.id, status: 'accepted' }, 'PUT');
    expect(again.body.jobId).toBe(res.body.jobId);
  });

  it('recomputes totals from new items; 403 for another company, 404 when missing', async () => {
    const w = await makeWorld();
    const est = (await send<Estimate>(createEstimate, w.adminA, { clientName: 'Walk-in', items })).body;
    const res = await send<Estimate>(
      updateEstimate,
      w.adminA,
      { id: est.id, items: [{ service: 'Office', quantity: 2, price: 50 }], discount: 10 },
      'PUT',
    );
    expect(res.body).toMatchObject({ subTotal: 100, totalAmount: 90 });
    expect((await send(updateEstimate, w.adminB, { id: est.id, status: 'sent' }, 'PUT')).status).toBe(403);
    expect((await send(updateEstimate, w.adminA, { id: missingId(), status: 'sent' }, 'PUT')).status).toBe(404);
    expect((await send(updateEstimate, w.adminA, { id: est.id, status: 'maybe' }, 'PUT')).status).toBe(400);
  });
});

describe('POST /api/Estimate/Estimates and GET /api/Estimate/GetEstimatebyId', () => {
  it('pages the company’s estimates with totalPages; 403 across companies, 404 text from the spec', async () => {
    const w = await makeWorld();
    for (let i = 0; i < 3; i++) await send(createEstimate, w.adminA, { clientName: `C${i}`, items });
    const page = await send<{ data: Estimate[]; totalPages: number; totalRecords: number }>(listEstimates, w.adminA, {
      pageNumber: 1,
      pageSize: 2,
    });
    expect(page.body).toMatchObject({ totalRecords: 3, totalPages: 2 });
    expect(page.body.data).toHaveLength(2);
    expect((await send<{ totalRecords: number }>(listEstimates, w.adminB, {})).body.totalRecords).toBe(0);
    expect((await get(getEstimate, w.adminB, { id: page.body.data[0]!.id })).status).toBe(403);
    const missing = await get<{ message: string }>(getEstimate, w.adminA, { id: missingId() });
    expect(missing.body.message).toBe('Failed to fetch Estimate');
    expect((await send(listEstimates, w.cleanerA, {})).status).toBe(403);
  });
});
