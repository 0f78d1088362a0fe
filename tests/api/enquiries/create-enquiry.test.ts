import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { env } from '@/lib/env';
import { getDb } from '@/lib/server/db/client';
import { enquiries, mailOutbox, uploads } from '@/lib/server/db/schema';
import { call } from '@/tests/support/http';
import { enquiryPayload, headOffice } from '@/tests/support/public';
import { fileForm, pdfBytes } from '@/tests/support/uploads';
import { endpoint } from '@/tests/support/endpoint';

const POST = endpoint('POST /api/enquiry/createenquiry');
const uploadCv = endpoint('POST /api/enquiry/uploadcv');

const enquiry = enquiryPayload;
const create = (body: unknown) => call<Record<string, unknown>>(POST, { method: 'POST', body });

describe('POST /api/Enquiry/CreateEnquiry', () => {
  it('stores the enquiry in the head office, with an office notice and an acknowledgement in the outbox', async () => {
    const hq = await headOffice();
    const body = enquiry();
    const res = await create(body);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, id: body.id });
    const db = await getDb();
    const [row] = await db.select().from(enquiries).where(eq(enquiries.id, body.id));
    expect(row).toMatchObject({
      companyId: hq.id,
      status: 'new',
      category: 'general',
      postCode: 'NR9 3AB',
      services: body.services,
    });
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.relatedId, body.id));
    expect(mails.map((m) => [m.to, m.category, m.status]).sort()).toEqual(
      [
        [env().OFFICE_EMAIL, 'enquiry-office', 'stored'],
        ['margaret@example.test', 'enquiry-ack', 'stored'],
      ].sort(),
    );
    expect(mails.find((m) => m.category === 'enquiry-office')!.text).toContain('End of tenancy clean');
  });

  it('is idempotent: a retry with the same id stores one record and sends no second mails', async () => {
    const body = enquiry();
    const results = await Promise.all([create(body), create(body), create(body)]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect((await create(body)).body).toEqual({ success: true, id: body.id });
    const db = await getDb();
    expect(await db.select().from(enquiries).where(eq(enquiries.id, body.id))).toHaveLength(1);
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.relatedId, body.id))).toHaveLength(2);
  });

  it('answers 409 and keeps the first record when an id is reused with different content', async () => {
    const body = enquiry();
    await create(body);
    const res = await create({ ...body, messageDescription: 'Something else entirely' });
    expect(res.status).toBe(409);
    const [row] = await (await getDb()).select().from(enquiries).where(eq(enquiries.id, body.id));
    expect(row!.messageDescription).toBe(body.messageDescription);
  });

  it('answers 400 with the spec message for each empty required field, and for malformed JSON', async () => {
    const res = await create({ id: randomUUID(), name: '  ', email: '', services: [] });
    expect(res.status).toBe(400);
    const fieldErrors = res.body.fieldErrors as Record<string, string[]>;
    for (const f of ['name', 'email', 'phone', 'address', 'postCode', 'messageDescription']) {
      expect(fieldErrors[f]).toEqual(['Please fill all the required fields']);
    }
    const bad = await call(POST, {
      method: 'POST',
      rawBody: '{"name":',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.status).toBe(400);
    expect((await create(enquiry({ id: 'not-a-uuid' }))).status).toBe(400);
    expect((await create(enquiry({ services: Array.from({ length: 9 }, (_, i) => `S${i}`) }))).status).toBe(400);
    expect((await create(enquiry({ name: 'x'.repeat(201) }))).status).toBe(400);
  });

  it('stores a job application with postcode (lower-case) and a private CV reference', async () => {
    const hq = await headOffice();
    const up = await call<{ dbPath: string }>(uploadCv, { method: 'POST', rawBody: fileForm(pdfBytes(), 'jane.pdf') });
    const body = enquiry({
      category: 'career',
      postCode: undefined,
      postcode: 'NR2 1AA',
      cvLink: up.body.dbPath,
      services: undefined,
    });
    const res = await create(body);
    expect(res.status).toBe(200);
    const db = await getDb();
    const [row] = await db.select().from(enquiries).where(eq(enquiries.id, body.id));
    expect(row).toMatchObject({ category: 'career', postCode: 'NR2 1AA', cvPath: up.body.dbPath });
    const [file] = await db.select().from(uploads).where(eq(uploads.path, up.body.dbPath));
    expect(file!.companyId).toBe(hq.id);
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.relatedId, body.id));
    expect(mails.map((m) => m.category).sort()).toEqual(['application-ack', 'application-office']);
  });

  it("refuses an application without a CV, with a CV path that was never uploaded, or with someone else's CV", async () => {
    const missing = await create(enquiry({ category: 'career' }));
    expect(missing.status).toBe(400);
    expect(missing.body).toHaveProperty('fieldErrors.cvLink');
    expect((await create(enquiry({ category: 'career', cvLink: 'cv/cv-1-made-up.pdf' }))).status).toBe(400);
    expect((await create(enquiry({ category: 'career', cvLink: '../../etc/passwd' }))).status).toBe(400);
    const up = await call<{ dbPath: string }>(uploadCv, { method: 'POST', rawBody: fileForm(pdfBytes(), 'a.pdf') });
    expect((await create(enquiry({ category: 'career', cvLink: `/api/files/${up.body.dbPath}` }))).status).toBe(200);
    expect((await create(enquiry({ category: 'career', cvLink: up.body.dbPath }))).status).toBe(400);
  });

  it('does not mail an acknowledgement to something that is not an email address', async () => {
    const body = enquiry({ email: 'call me instead' });
    expect((await create(body)).status).toBe(200);
    const mails = await (await getDb()).select().from(mailOutbox).where(eq(mailOutbox.relatedId, body.id));
    expect(mails.map((m) => m.category)).toEqual(['enquiry-office']);
  });
});
