// The same submission sent twice (a double tap, or a retry after a timeout) is stored once, and the second call answers
// as the first did: the browser's id of SPEC §3 makes each public create idempotent. Runs on PGlite and PostgreSQL.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { enquiries, franchiseRequests, mailOutbox, uploads } from '@/lib/server/db/schema';
import { call } from '@/tests/support/http';
import { enquiryPayload, franchisePayload, headOffice } from '@/tests/support/public';
import { fileForm, pdfBytes } from '@/tests/support/uploads';
import { endpoint } from '@/tests/support/endpoint';

const createEnquiry = endpoint('POST /api/enquiry/createenquiry');
const uploadCv = endpoint('POST /api/enquiry/uploadcv');
const createFranchise = endpoint('POST /api/franchise/createfranchise');

type Handler = Parameters<typeof call>[0];
const answer = async (handler: Handler, body: unknown) => {
  const res = await call(handler, { method: 'POST', body });
  return { status: res.status, body: res.body };
};

async function mailsFor(id: string) {
  return (await getDb()).select().from(mailOutbox).where(eq(mailOutbox.relatedId, id));
}

async function application(address: string) {
  const up = await call<{ dbPath: string }>(uploadCv, {
    method: 'POST',
    rawBody: fileForm(pdfBytes(), 'cv.pdf'),
    headers: { 'x-forwarded-for': address },
  });
  expect(up.status).toBe(201);
  return {
    ...enquiryPayload({ category: 'career', postCode: undefined, postcode: 'NR2 1AA', services: undefined }),
    cvLink: up.body.dbPath,
  };
}

describe('public creates sent twice', () => {
  it('a job application retried after a timeout: one record, one CV hand-over, one pair of mails, the same answer', async () => {
    const hq = await headOffice();
    const body = await application('198.51.100.21');
    const first = await answer(createEnquiry, body);
    expect(first).toEqual({ status: 200, body: { success: true, id: body.id } });
    expect(await answer(createEnquiry, body)).toEqual(first);
    const db = await getDb();
    expect(await db.select().from(enquiries).where(eq(enquiries.id, body.id))).toHaveLength(1);
    const [file] = await db
      .select()
      .from(uploads)
      .where(eq(uploads.path, body.cvLink as string));
    expect(file!.companyId).toBe(hq.id);
    expect((await mailsFor(body.id)).map((m) => m.category).sort()).toEqual(['application-ack', 'application-office']);
  });

  it('a job application double-tapped (both calls at once): stored once, both answered as the first', async () => {
    await headOffice();
    const body = await application('198.51.100.22');
    const [a, b] = await Promise.all([answer(createEnquiry, body), answer(createEnquiry, body)]);
    expect(a).toEqual({ status: 200, body: { success: true, id: body.id } });
    expect(b).toEqual(a);
    expect(await (await getDb()).select().from(enquiries).where(eq(enquiries.id, body.id))).toHaveLength(1);
    expect(await mailsFor(body.id)).toHaveLength(2);
  });

  it('a quote request from the booking form (with services), sent twice at once and again later', async () => {
    await headOffice();
    const body = enquiryPayload({ services: ['End Of Tenancy Cleaning', 'Carpet Cleaning'] });
    const [a, b] = await Promise.all([answer(createEnquiry, body), answer(createEnquiry, body)]);
    expect(a).toEqual({ status: 200, body: { success: true, id: body.id } });
    expect(b).toEqual(a);
    expect(await answer(createEnquiry, body)).toEqual(a);
    expect(await (await getDb()).select().from(enquiries).where(eq(enquiries.id, body.id))).toHaveLength(1);
    expect(await mailsFor(body.id)).toHaveLength(2);
  });

  it('a franchise information-pack request, sent twice at once and again later', async () => {
    await headOffice();
    const body = franchisePayload();
    const [a, b] = await Promise.all([answer(createFranchise, body), answer(createFranchise, body)]);
    expect(a).toEqual({ status: 200, body: { success: true, id: body.id } });
    expect(b).toEqual(a);
    expect(await answer(createFranchise, body)).toEqual(a);
    expect(
      await (await getDb()).select().from(franchiseRequests).where(eq(franchiseRequests.id, body.id)),
    ).toHaveLength(1);
    expect(await mailsFor(body.id)).toHaveLength(2);
  });

  it('the same id with other content is refused (409) and the first record stays as it was', async () => {
    await headOffice();
    const body = await application('198.51.100.23');
    await answer(createEnquiry, body);
    const other = await answer(createEnquiry, { ...body, messageDescription: 'A different cover letter' });
    expect(other.status).toBe(409);
    const [row] = await (await getDb()).select().from(enquiries).where(eq(enquiries.id, body.id));
    expect(row!.messageDescription).toBe(body.messageDescription);
  });
});
