import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { invoiceItems, invoices } from '@/lib/server/db/schema';
import { makeWorld, send, type World } from '@/tests/api/backoffice-world';
import { endpoint } from '@/tests/support/endpoint';

const createEstimate = endpoint('POST /api/estimate/createestimate');
const respond = endpoint('POST /api/estimate/respondestimate');
const updateEstimate = endpoint('PUT /api/estimate/updateestimate');
const createJob = endpoint('POST /api/job/createjob');
const sign = endpoint('POST /api/jobsigned/createjobsigned');

const signature = 'data:image/png;base64,iVBORw0KGgo=';
const invoicesOf = async (jobId: string) => (await getDb()).select().from(invoices).where(eq(invoices.jobId, jobId));
const linesOf = async (invoiceId: string) =>
  (await getDb()).select().from(invoiceItems).where(eq(invoiceItems.invoiceId, invoiceId));

async function estimateJob(w: World) {
  const est = await send<{ id: string }>(createEstimate, w.adminA, {
    clientId: w.clientA.user.id,
    clientName: 'Clara Client',
    clientEmail: 'clara@example.test',
    address: '4 Elm Row',
    taxes: 18,
    discount: 5,
    items: [
      { service: 'Carpet Cleaning', description: 'Lounge and stairs', quantity: 2, unit: 'rooms', price: 45 },
      { service: 'Oven Cleaning', quantity: 1, price: 60 },
    ],
  });
  await send(updateEstimate, w.adminA, { id: est.body.id, status: 'sent' }, 'PUT');
  const accepted = await send<{ jobId: string }>(respond, w.clientA, { id: est.body.id, decision: 'accepted' });
  return accepted.body.jobId;
}

describe('signing off a job leaves a draft invoice for the office', () => {
  it('copies the lines, VAT and discount of the estimate the job came from, billed to its client', async () => {
    const w = await makeWorld();
    const jobId = await estimateJob(w);
    expect(await invoicesOf(jobId)).toHaveLength(0);
    expect((await send(sign, w.clientA, { jobId, signerName: 'Clara Client', signatureImage: signature })).status).toBe(
      201,
    );
    const [draft] = await invoicesOf(jobId);
    expect(draft).toMatchObject({
      status: 0,
      clientId: w.clientA.user.id,
      subTotalPence: 15000,
      taxesPence: 1800,
      discountPence: 500,
      totalPence: 16300,
    });
    expect(draft!.invoiceTo?.email).toBe(w.clientA.user.email);
    expect((await linesOf(draft!.id)).map((l) => [l.service, l.quantityHundredths, l.pricePence])).toEqual([
      ['Carpet Cleaning', 200, 4500],
      ['Oven Cleaning', 100, 6000],
    ]);
  });

  it('drafts one line for a job without an estimate, once: a refused second sign-off adds nothing', async () => {
    const w = await makeWorld();
    const job = await send<{ id: string }>(createJob, w.adminA, {
      title: 'Spring clean – 4 Elm Row',
      service: 'House Cleaning',
      userClientId: w.clientA.user.id,
      userAssigneeId: w.cleanerA.user.id,
    });
    // A Cleaner not on the job cannot sign it off (403): no invoice appears.
    expect(
      (await send(sign, w.cleanerA2, { jobId: job.body.id, signerName: 'C', signatureImage: signature })).status,
    ).toBe(403);
    expect(await invoicesOf(job.body.id)).toHaveLength(0);
    expect(
      (await send(sign, w.adminA, { jobId: job.body.id, signerName: 'Clara Client', signatureImage: signature }))
        .status,
    ).toBe(201);
    expect(
      (await send(sign, w.clientA, { jobId: job.body.id, signerName: 'Clara Client', signatureImage: signature }))
        .status,
    ).toBe(409);
    const drafts = await invoicesOf(job.body.id);
    expect(drafts).toHaveLength(1);
    expect(drafts[0]).toMatchObject({ status: 0, totalPence: 0, invoiceNumber: 'INV-0001' });
    expect((await linesOf(drafts[0]!.id)).map((l) => [l.title, l.service, l.pricePence])).toEqual([
      ['Spring clean – 4 Elm Row', 'House Cleaning', 0],
    ]);
  });
});
