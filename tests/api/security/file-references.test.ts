// A stored file reference is checked when it is written (the caller must be able to read the file, and a private
// file must be of the record's company) and again when the file is downloaded through the record.
import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { users } from '@/lib/server/db/schema';
import { eq } from 'drizzle-orm';
import { call } from '@/tests/support/http';
import { createCompany, createUser as makeUser } from '@/tests/support/factories';
import { enquiryPayload, headOffice } from '@/tests/support/public';
import { fileForm, pdfBytes, pngBytes } from '@/tests/support/uploads';
import { endpoint } from '@/tests/support/endpoint';

const uploadCv = endpoint('POST /api/enquiry/uploadcv');
const createEnquiry = endpoint('POST /api/enquiry/createenquiry');
const updateCompany = endpoint('PUT /api/company/updatecompany');
const createUser = endpoint('POST /api/user/createuser');
const download = endpoint('POST /api/user/download');
const updateUser = endpoint('PUT /api/user/updateuser');
const upload = endpoint('POST /api/user/upload');

async function applicantCv() {
  const hq = await headOffice();
  const res = await call<{ dbPath: string }>(uploadCv, {
    method: 'POST',
    rawBody: fileForm(pdfBytes(), 'jane-cv.pdf'),
    headers: { 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 200)}` },
  });
  expect(res.status).toBe(201);
  expect(
    (await call(createEnquiry, { body: enquiryPayload({ category: 'career', cvLink: res.body.dbPath }) })).status,
  ).toBe(200);
  return { hq, cv: res.body.dbPath };
}

const uploadFile = async (
  token: string,
  kind: 'certificate' | 'profile',
  bytes: Uint8Array,
  name: string,
  userId?: string,
) => {
  const form = fileForm(bytes, name);
  form.append('kind', kind);
  if (userId) form.append('userId', userId);
  const res = await call<{ dbPath: string }>(upload, { method: 'POST', rawBody: form, token });
  expect([200, 201]).toContain(res.status);
  return res.body.dbPath;
};

describe("borrowing someone else's file through your own record", () => {
  it('refuses a CV path in your own certificates or photo (400), so the download call never serves it', async () => {
    const { hq, cv } = await applicantCv();
    const cleaner = await makeUser('Cleaner', { companyId: hq.id });
    const asCertificate = await call<{ fieldErrors: Record<string, string[]> }>(updateUser, {
      method: 'PUT',
      body: { id: cleaner.user.id, certificates: [cv] },
      token: cleaner.token,
    });
    expect(asCertificate.status).toBe(400);
    expect(asCertificate.body.fieldErrors['certificates.0']).toEqual(['Upload the file first']);
    const asPhoto = await call(updateUser, {
      method: 'PUT',
      body: { id: cleaner.user.id, profilePhotoPath: `/api/files/${cv}` },
      token: cleaner.token,
    });
    expect(asPhoto.status).toBe(400);
    expect((await call(download, { body: { dbPath: cv }, token: cleaner.token })).status).toBe(403);
  });

  it('re-checks at download: a private path already stored on a record (before this check existed) is still refused', async () => {
    const { hq, cv } = await applicantCv();
    const client = await makeUser('Client', { companyId: hq.id });
    await (
      await getDb()
    )
      .update(users)
      .set({ certificates: [cv] })
      .where(eq(users.id, client.user.id));
    expect((await call(download, { body: { dbPath: cv }, token: client.token })).status).toBe(403);
  });

  it("refuses another person's certificate, and an admin cannot attach another company's certificate", async () => {
    const a = await createCompany();
    const b = await createCompany();
    const owner = await makeUser('Cleaner', { companyId: a.id });
    const certificate = await uploadFile(owner.token, 'certificate', pdfBytes(), 'dbs.pdf');
    const colleague = await makeUser('Cleaner', { companyId: a.id });
    expect(
      (
        await call(updateUser, {
          method: 'PUT',
          body: { id: colleague.user.id, certificates: [certificate] },
          token: colleague.token,
        })
      ).status,
    ).toBe(400);
    const adminB = await makeUser('Administrator', { companyId: b.id });
    const res = await call(createUser, {
      body: {
        email: 'copy@example.test',
        firstName: 'Copy',
        lastName: 'Cat',
        role: 'Cleaner',
        certificates: [certificate],
      },
      token: adminB.token,
    });
    expect(res.status).toBe(400);
  });

  it('keeps what is legitimate: your own uploads, certificates an admin attached for you, unchanged lists', async () => {
    const a = await createCompany();
    const admin = await makeUser('Administrator', { companyId: a.id });
    const cleaner = await makeUser('Cleaner', { companyId: a.id });
    const own = await uploadFile(cleaner.token, 'certificate', pdfBytes(), 'first-aid.pdf');
    const photo = await uploadFile(cleaner.token, 'profile', pngBytes(), 'me.png');
    const attached = await uploadFile(admin.token, 'certificate', pdfBytes(), 'induction.pdf', cleaner.user.id);
    const [row] = await (await getDb()).select().from(users).where(eq(users.id, cleaner.user.id));
    expect(row!.certificates).toEqual([attached]);
    const res = await call(updateUser, {
      method: 'PUT',
      body: { id: cleaner.user.id, certificates: [attached, own], profilePhotoPath: photo },
      token: cleaner.token,
    });
    expect(res.status).toBe(200);
    expect((await call(download, { body: { dbPath: attached }, token: cleaner.token })).status).toBe(200);
    expect((await call(download, { body: { dbPath: own }, token: cleaner.token })).status).toBe(200);
  });

  it('checks a company logo path too', async () => {
    const { hq, cv } = await applicantCv();
    const admin = await makeUser('Administrator', { companyId: hq.id });
    const res = await call(updateCompany, { method: 'PUT', body: { id: hq.id, logoPath: cv }, token: admin.token });
    expect(res.status).toBe(400);
    expect(
      (
        await call(updateCompany, {
          method: 'PUT',
          body: { id: hq.id, logoPath: 'https://cdn.example.co.uk/logo.png' },
          token: admin.token,
        })
      ).status,
    ).toBe(200);
  });
});
