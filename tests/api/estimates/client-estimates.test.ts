import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { enquiries, jobs, mailOutbox } from '@/lib/server/db/schema';
import { get, makeWorld, send, type World } from '@/tests/api/backoffice-world';
import { endpoint } from '@/tests/support/endpoint';

const createEstimate = endpoint('POST /api/estimate/createestimate');
const listEstimates = endpoint('POST /api/estimate/estimates');
const getEstimate = endpoint('GET /api/estimate/getestimatebyid');
const respond = endpoint('POST /api/estimate/respondestimate');
const updateEstimate = endpoint('PUT /api/estimate/updateestimate');

type Estimate = {
  id: string;
  estimateNumber: string;
  status: string;
  clientName: string;
  totalAmount: number;
  jobId: string | null;
};
type Page = { data: Estimate[]; totalRecords: number; counts: Record<string, number> };

const items = [{ service: 'Carpet Cleaning', description: 'Lounge and stairs', quantity: 2, unit: 'rooms', price: 45 }];

async function estimateFor(w: World, overrides: Record<string, unknown> = {}) {
  const res = await send<Estimate>(createEstimate, w.adminA, {
    clientId: w.clientA.user.id,
    clientName: 'Clara Client',
    clientEmail: 'clara@example.test',
    address: '4 Elm Row',
    items,
    ...overrides,
  });
  expect(res.status).toBe(201);
  return res.body;
}
const sendIt = (w: World, id: string) => send<Estimate>(updateEstimate, w.adminA, { id, status: 'sent' }, 'PUT');

describe('estimates for the Client they are made out to', () => {
  it("lists and opens only their own sent estimates, never drafts or anyone else's", async () => {
    const w = await makeWorld();
    const draft = await estimateFor(w);
    const sent = await estimateFor(w);
    await sendIt(w, sent.id);
    const other = await estimateFor(w, { clientId: w.clientA2.user.id });
    await sendIt(w, other.id);

    const mine = await send<Page>(listEstimates, w.clientA, { pageNumber: 1, pageSize: 100 });
    expect(mine.status).toBe(200);
    expect(mine.body.data.map((e) => e.id)).toEqual([sent.id]);
    expect(mine.body.counts).toMatchObject({ all: 1, draft: 0, sent: 1 });
    expect((await get(getEstimate, w.clientA, { id: sent.id })).status).toBe(200);
    expect((await get(getEstimate, w.clientA, { id: draft.id })).status).toBe(404);
    expect((await get(getEstimate, w.clientA, { id: other.id })).status).toBe(403);
    expect((await get(getEstimate, w.clientB, { id: sent.id })).status).toBe(403);
    expect((await send(listEstimates, w.cleanerA, { pageNumber: 1, pageSize: 10 })).status).toBe(403);
  });

  it('sending puts a mail with the link to the estimate in the outbox', async () => {
    const w = await makeWorld();
    const est = await estimateFor(w);
    expect((await sendIt(w, est.id)).body.status).toBe('sent');
    const mails = await (
      await getDb()
    )
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.relatedId, est.id), eq(mailOutbox.category, 'estimate-sent')));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe('clara@example.test');
    expect(mails[0]!.text).toContain(`/dashboard/estimateOfService/${est.id}`);
    // The company's own name and currency symbol, and the date as people write it.
    expect(mails[0]!.text).toMatch(/total £\d+\.\d{2}, valid until \d{1,2} [A-Z][a-z]+ \d{4}\)/);
    expect(mails[0]!.companyId).toBe(w.adminA.user.companyId);
  });

  it('accepting creates the job and converts the enquiry, once; a second answer is 409', async () => {
    const w = await makeWorld();
    const db = await getDb();
    const [enquiry] = await db
      .insert(enquiries)
      .values({
        id: randomUUID(),
        companyId: w.a.id,
        name: 'Clara Client',
        email: 'clara@example.test',
        phone: '0700',
        address: '4 Elm Row',
        postCode: 'NR1 1AA',
        messageDescription: 'Carpets please',
      })
      .returning();
    const est = await estimateFor(w, { enquiryId: enquiry!.id });
    await sendIt(w, est.id);
    const res = await send<Estimate>(respond, w.clientA, { id: est.id, decision: 'accepted' });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('accepted');
    expect(res.body.jobId).toBeTruthy();
    const [job] = await db.select().from(jobs).where(eq(jobs.id, res.body.jobId!));
    expect(job).toMatchObject({ clientId: w.clientA.user.id, companyId: w.a.id, stage: 0, service: 'Carpet Cleaning' });
    const [after] = await db.select().from(enquiries).where(eq(enquiries.id, enquiry!.id));
    expect(after).toMatchObject({ status: 'converted', jobId: res.body.jobId });
    const again = await send(respond, w.clientA, { id: est.id, decision: 'declined' });
    expect(again.status).toBe(409);
  });

  it('declining creates no job; drafts, expired estimates, other people and bad input are refused', async () => {
    const w = await makeWorld();
    const est = await estimateFor(w);
    expect((await send(respond, w.clientA, { id: est.id, decision: 'accepted' })).status).toBe(404); // still a draft
    await sendIt(w, est.id);
    expect((await send(respond, w.clientA2, { id: est.id, decision: 'accepted' })).status).toBe(403);
    expect((await send(respond, w.clientB, { id: est.id, decision: 'accepted' })).status).toBe(403);
    expect((await send(respond, w.adminA, { id: est.id, decision: 'accepted' })).status).toBe(403);
    expect((await send(respond, undefined, { id: est.id, decision: 'accepted' })).status).toBe(401);
    const bad = await send<{ fieldErrors: Record<string, string[]> }>(respond, w.clientA, {
      id: est.id,
      decision: 'maybe',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors.decision).toBeDefined();
    const declined = await send<Estimate>(respond, w.clientA, { id: est.id, decision: 'declined' });
    expect(declined.body).toMatchObject({ status: 'declined', jobId: null });

    const expired = await estimateFor(w, { validUntil: '2020-01-01' });
    await sendIt(w, expired.id);
    const late = await send<{ message: string }>(respond, w.clientA, { id: expired.id, decision: 'accepted' });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('This estimate has expired');
  });

  it("lets Administrators search, sort and count their company's estimates", async () => {
    const w = await makeWorld();
    const tag = randomUUID().slice(0, 8);
    const a = await estimateFor(w, { clientId: null, clientName: `Zoe ${tag}`, items: [{ ...items[0], price: 10 }] });
    const b = await estimateFor(w, { clientId: null, clientName: `Abe ${tag}`, items: [{ ...items[0], price: 99 }] });
    await sendIt(w, b.id);
    const page = await send<Page>(listEstimates, w.adminA, {
      pageNumber: 1,
      pageSize: 100,
      search: tag,
      sortBy: 'clientName',
      sortOrder: 'asc',
    });
    expect(page.body.data.map((e) => e.id)).toEqual([b.id, a.id]);
    expect(page.body.counts).toMatchObject({ all: 2, draft: 1, sent: 1 });
    const byTotal = await send<Page>(listEstimates, w.adminA, {
      pageNumber: 1,
      pageSize: 100,
      search: tag,
      sortBy: 'totalAmount',
      sortOrder: 'desc',
    });
    expect(byTotal.body.data.map((e) => e.id)).toEqual([b.id, a.id]);
    const byNumber = await send<Page>(listEstimates, w.adminA, {
      pageNumber: 1,
      pageSize: 100,
      search: a.estimateNumber,
    });
    expect(byNumber.body.data.map((e) => e.id)).toContain(a.id);
    expect((await send(listEstimates, w.adminA, { pageNumber: 1, pageSize: 10, sortBy: 'notes' })).status).toBe(400);
    expect(
      (await send<Page>(listEstimates, w.adminB, { pageNumber: 1, pageSize: 100, search: tag })).body.totalRecords,
    ).toBe(0);
  });
});
