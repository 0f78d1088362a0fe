import { describe, expect, it } from 'vitest';
import { call } from '@/tests/support/http';
import { createUser } from '@/tests/support/factories';
import { enquiryPayload, headOffice } from '@/tests/support/public';
import { fileForm, pdfBytes } from '@/tests/support/uploads';
import { endpoint } from '@/tests/support/endpoint';

const create = endpoint('POST /api/enquiry/createenquiry');
const list = endpoint('POST /api/enquiry/enquiries');
const uploadCv = endpoint('POST /api/enquiry/uploadcv');

type Page = { data: Record<string, unknown>[]; totalRecords: number };
const listAs = (token: string | undefined, body: unknown = { pageNumber: 1, pageSize: 100 }) =>
  call<Page>(list, { method: 'POST', body, token });

describe('POST /api/enquiry/enquiries', () => {
  it('shows an enquiry posted by a visitor to an Administrator of the head office, newest first', async () => {
    const hq = await headOffice();
    const { token } = await createUser('Administrator', { companyId: hq.id });
    const first = enquiryPayload({ name: 'First Visitor' });
    const second = enquiryPayload({ name: 'Second Visitor' });
    await call(create, { method: 'POST', body: first });
    await new Promise((r) => setTimeout(r, 5));
    await call(create, { method: 'POST', body: second });
    const res = await listAs(token);
    expect(res.status).toBe(200);
    expect(res.body.totalRecords).toBeGreaterThanOrEqual(2);
    const ids = res.body.data.map((e) => e.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(res.body.data.find((e) => e.id === first.id)).toMatchObject({
      name: 'First Visitor',
      status: 'new',
      postCode: 'NR9 3AB',
    });
  });

  it('gives career enquiries a staff-only CV link and never the raw storage path', async () => {
    const hq = await headOffice();
    const { token } = await createUser('Administrator', { companyId: hq.id });
    const up = await call<{ dbPath: string }>(uploadCv, { method: 'POST', rawBody: fileForm(pdfBytes(), 'cv.pdf') });
    const body = enquiryPayload({ category: 'career', cvLink: up.body.dbPath });
    await call(create, { method: 'POST', body });
    const res = await listAs(token, { pageNumber: 1, pageSize: 10, category: 'career' });
    const row = res.body.data.find((e) => e.id === body.id)!;
    expect(row.cvLink).toBe(`/api/files/${up.body.dbPath}`);
    expect(row).not.toHaveProperty('cvPath');
  });

  it('pages with pageNumber and pageSize, and caps pageSize at 100', async () => {
    const hq = await headOffice();
    const { token } = await createUser('Administrator', { companyId: hq.id });
    for (let i = 0; i < 3; i++) await call(create, { method: 'POST', body: enquiryPayload() });
    const page = await listAs(token, { pageNumber: 2, pageSize: 1 });
    expect(page.body.data).toHaveLength(1);
    expect((await listAs(token, { pageNumber: 1, pageSize: 101 })).status).toBe(400);
    expect((await listAs(token, { pageNumber: 0, pageSize: 10 })).status).toBe(400);
  });

  it('is invisible to Cleaners and Clients (403) and to visitors (401)', async () => {
    const hq = await headOffice();
    await call(create, { method: 'POST', body: enquiryPayload() });
    for (const role of ['Cleaner', 'Client'] as const) {
      const { token } = await createUser(role, { companyId: hq.id });
      const res = await listAs(token);
      expect(res.status).toBe(403);
      expect(res.body).not.toHaveProperty('data');
    }
    expect((await listAs(undefined)).status).toBe(401);
  });

  it('shows an Administrator of another company none of the head office enquiries; a Super Administrator sees them', async () => {
    await headOffice();
    const body = enquiryPayload();
    await call(create, { method: 'POST', body });
    const { token: other } = await createUser('Administrator');
    const res = await listAs(other);
    expect(res.status).toBe(200);
    expect(res.body.data.map((e) => e.id)).not.toContain(body.id);
    const { token: sa } = await createUser('Super Administrator');
    expect((await listAs(sa)).body.data.map((e) => e.id)).toContain(body.id);
  });
});
