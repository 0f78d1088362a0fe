import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { call } from '@/tests/support/http';
import { createUser } from '@/tests/support/factories';
import { enquiryPayload, headOffice } from '@/tests/support/public';
import { endpoint } from '@/tests/support/endpoint';

const create = endpoint('POST /api/enquiry/createenquiry');
const list = endpoint('POST /api/enquiry/enquiries');
const update = endpoint('PUT /api/enquiry/updateenquiry');

type Page = {
  data: { id: string; name: string; status: string }[];
  totalRecords: number;
  totalPages: number;
  counts: Record<string, number>;
};
const listAs = (token: string | undefined, body: Record<string, unknown>) =>
  call<Page>(list, { method: 'POST', body: { pageNumber: 1, pageSize: 100, ...body }, token });

/** The inbox screen's list call: search, sort, status tabs with counts. */
describe('POST /api/enquiry/enquiries (inbox: search, sort, counts)', () => {
  it('finds enquiries by name, e-mail, phone, post code or message and counts them per status', async () => {
    const hq = await headOffice();
    const { token } = await createUser('Administrator', { companyId: hq.id });
    const tag = randomUUID().slice(0, 8);
    const a = enquiryPayload({ name: `Alice ${tag}` });
    const b = enquiryPayload({ name: 'Bob Other', email: `bob-${tag}@example.test` });
    const c = enquiryPayload({ name: 'Carol Other', messageDescription: `Oven clean please ${tag}` });
    for (const body of [a, b, c]) expect((await call(create, { method: 'POST', body })).status).toBe(200);
    await call(update, { method: 'PUT', token, body: { id: b.id, status: 'contacted' } });

    const all = await listAs(token, { search: tag });
    expect(all.status).toBe(200);
    expect(all.body.data.map((e) => e.id).sort()).toEqual([a.id, b.id, c.id].sort());
    expect(all.body.totalRecords).toBe(3);
    expect(all.body.counts).toMatchObject({ all: 3, new: 2, contacted: 1, estimated: 0, converted: 0, closed: 0 });

    const contacted = await listAs(token, { search: tag, status: 'contacted' });
    expect(contacted.body.data.map((e) => e.id)).toEqual([b.id]);
    expect(contacted.body.totalRecords).toBe(1);
    // The tabs keep counting every status while one tab is open.
    expect(contacted.body.counts).toMatchObject({ all: 3, new: 2, contacted: 1 });

    const byPostCode = await listAs(token, { search: 'nr9 3ab' });
    expect(byPostCode.body.data.map((e) => e.id)).toEqual(expect.arrayContaining([a.id, b.id, c.id]));
  });

  it('sorts by name both ways and defaults to newest first', async () => {
    const hq = await headOffice();
    const { token } = await createUser('Administrator', { companyId: hq.id });
    const tag = randomUUID().slice(0, 8);
    const names = [`Zed ${tag}`, `Amy ${tag}`, `Mia ${tag}`];
    const ids: string[] = [];
    for (const name of names) {
      const body = enquiryPayload({ name });
      ids.push(body.id);
      await call(create, { method: 'POST', body });
      await new Promise((r) => setTimeout(r, 5));
    }
    expect((await listAs(token, { search: tag })).body.data.map((e) => e.id)).toEqual([...ids].reverse());
    expect(
      (await listAs(token, { search: tag, sortBy: 'name', sortOrder: 'asc' })).body.data.map((e) => e.name),
    ).toEqual([`Amy ${tag}`, `Mia ${tag}`, `Zed ${tag}`]);
    expect(
      (await listAs(token, { search: tag, sortBy: 'name', sortOrder: 'desc' })).body.data.map((e) => e.name),
    ).toEqual([`Zed ${tag}`, `Mia ${tag}`, `Amy ${tag}`]);
  });

  it('treats % and _ in a search as plain characters, and rejects unknown sort columns and over-long searches (400)', async () => {
    const hq = await headOffice();
    const { token } = await createUser('Administrator', { companyId: hq.id });
    await call(create, { method: 'POST', body: enquiryPayload() });
    expect((await listAs(token, { search: '%' })).body.totalRecords).toBe(0);
    expect((await listAs(token, { search: '_' })).body.totalRecords).toBe(0);
    const badSort = await listAs(token, { sortBy: 'email' });
    expect(badSort.status).toBe(400);
    expect((await listAs(token, { search: 'x'.repeat(101) })).status).toBe(400);
    expect((await listAs(token, { status: 'read' })).status).toBe(400);
  });

  it("never counts another company's enquiries for an Administrator", async () => {
    await headOffice();
    const tag = randomUUID().slice(0, 8);
    await call(create, { method: 'POST', body: enquiryPayload({ name: `Hidden ${tag}` }) });
    const { token } = await createUser('Administrator');
    const res = await listAs(token, { search: tag });
    expect(res.status).toBe(200);
    expect(res.body.totalRecords).toBe(0);
    expect(res.body.counts.all).toBe(0);
    const { token: client } = await createUser('Client');
    expect((await listAs(client, { search: tag })).status).toBe(403);
  });
});
