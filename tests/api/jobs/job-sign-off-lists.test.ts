import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { invoices } from '@/lib/server/db/schema';
import { londonToday } from '@/lib/server/overview/service';
import { makeWorld, send, type Person, type World } from '@/tests/api/backoffice-world';
import { endpoint } from '@/tests/support/endpoint';

const createJob = endpoint('POST /api/job/createjob');
const listJobs = endpoint('POST /api/job/jobs');
const updateJob = endpoint('PUT /api/job/updatejob');
const sign = endpoint('POST /api/jobsigned/createjobsigned');

type Job = { id: string; title: string; stage: number; draftInvoice?: { id: string; invoiceNumber: string } | null };
type List = { data: Job[]; totalRecords: number };

const signature = 'data:image/png;base64,iVBORw0KGgo=';
const list = (who: Person, signOff: unknown) => send<List>(listJobs, who, { pageNumber: 1, pageSize: 100, signOff });
const titles = async (who: Person, signOff: string) => (await list(who, signOff)).body.data.map((j) => j.title).sort();

async function seed(w: World) {
  const make = async (title: string, extra: Record<string, unknown> = {}) =>
    (
      await send<Job>(createJob, w.adminA, {
        title,
        userClientId: w.clientA.user.id,
        teamIds: [w.cleanerA.user.id],
        ...extra,
      })
    ).body;
  return {
    past: await make('Past visit', { scheduledDate: '2024-03-04', stage: 1 }),
    today: await make('Today visit', { scheduledDate: londonToday() }),
    undated: await make('Undated visit'),
    future: await make('Future visit', { scheduledDate: '2099-01-05' }),
    other: await make('Other client', { scheduledDate: '2024-03-04', userClientId: w.clientA2.user.id }),
  };
}

describe('POST /api/job/jobs with signOff (the sign-off screen)', () => {
  it("'awaiting': the caller's jobs not completed whose day has come (or that have no date), never future visits", async () => {
    const w = await makeWorld();
    await seed(w);
    expect(await titles(w.clientA, 'awaiting')).toEqual(['Past visit', 'Today visit', 'Undated visit']);
    expect(await titles(w.clientA2, 'awaiting')).toEqual(['Other client']);
    expect(await titles(w.adminA, 'awaiting')).toEqual(['Other client', 'Past visit', 'Today visit', 'Undated visit']);
    expect(await titles(w.adminB, 'awaiting')).toEqual([]);
  });

  it("signing off moves a job from 'awaiting' to 'toInvoice' with its draft invoice (admins only see the draft), until the invoice is sent", async () => {
    const w = await makeWorld();
    const jobs = await seed(w);
    expect(
      (await send(sign, w.clientA, { jobId: jobs.past.id, signerName: 'Clara Client', signatureImage: signature }))
        .status,
    ).toBe(201);
    expect(await titles(w.clientA, 'awaiting')).toEqual(['Today visit', 'Undated visit']);

    const office = (await list(w.adminA, 'toInvoice')).body;
    expect(office.data.map((j) => j.title)).toEqual(['Past visit']);
    const db = await getDb();
    const [draft] = await db.select().from(invoices).where(eq(invoices.jobId, jobs.past.id));
    expect(office.data[0]!.draftInvoice).toEqual({ id: draft!.id, invoiceNumber: draft!.invoiceNumber });
    expect((await list(w.superAdmin, 'toInvoice')).body.data.find((j) => j.id === jobs.past.id)?.draftInvoice?.id).toBe(
      draft!.id,
    );
    // The client sees their completed job but not the office's draft.
    const own = (await list(w.clientA, 'toInvoice')).body.data;
    expect(own.map((j) => j.title)).toEqual(['Past visit']);
    expect(own[0]).not.toHaveProperty('draftInvoice');
    expect((await list(w.adminB, 'toInvoice')).body.totalRecords).toBe(0);

    // A job the office completed by hand has no invoice yet: listed, with draftInvoice null.
    expect((await send(updateJob, w.adminA, { id: jobs.undated.id, stage: 3 }, 'PUT')).status).toBe(200);
    const both = (await list(w.adminA, 'toInvoice')).body.data;
    expect(both.find((j) => j.id === jobs.undated.id)?.draftInvoice).toBeNull();

    // Sent (draft → pending): invoiced, so no longer waiting.
    await db.update(invoices).set({ status: 1, sent: 1 }).where(eq(invoices.id, draft!.id));
    expect(await titles(w.adminA, 'toInvoice')).toEqual(['Undated visit']);
  });

  it('refuses an unknown signOff value (400)', async () => {
    const w = await makeWorld();
    const res = await list(w.adminA, 'everything');
    expect(res.status).toBe(400);
  });
});
