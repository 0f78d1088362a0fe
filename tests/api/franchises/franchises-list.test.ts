import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { call } from '@/tests/support/http';
import { createUser } from '@/tests/support/factories';
import { franchisePayload, headOffice } from '@/tests/support/public';
import { endpoint } from '@/tests/support/endpoint';

const create = endpoint('POST /api/franchise/createfranchise');
const list = endpoint('GET /api/franchise/franchises');
const update = endpoint('PUT /api/franchise/updatefranchise');

type Page = {
  data: { id: string; lastName: string; status: string }[];
  totalRecords: number;
  counts: Record<string, number>;
};
const listAs = (token: string | undefined, query: Record<string, string>) =>
  call<Page>(list, { token, query: { pageNumber: '1', pageSize: '100', ...query } });

/** The franchise leads screen's list call: search, status tabs with counts, sort. */
describe('GET /api/franchise/franchises (search, status, sort, counts)', () => {
  it('finds leads by name, e-mail or post code, filters by status and counts each status', async () => {
    const hq = await headOffice();
    const { token } = await createUser('Administrator', { companyId: hq.id });
    const tag = randomUUID().slice(0, 8);
    const a = franchisePayload({ lastName: `Brown${tag}` });
    const b = franchisePayload({ lastName: `Adams${tag}`, email: `adams-${tag}@example.test` });
    for (const body of [a, b]) expect((await call(create, { method: 'POST', body })).status).toBe(200);
    await call(update, { method: 'PUT', token, body: { id: a.id, status: 'info-pack-sent' } });

    const all = await listAs(token, { search: tag });
    expect(all.status).toBe(200);
    expect(all.body.totalRecords).toBe(2);
    expect(all.body.counts).toEqual({ all: 2, new: 1, contacted: 0, 'info-pack-sent': 1, converted: 0, closed: 0 });
    expect((await listAs(token, { search: `tom brown${tag}` })).body.data.map((f) => f.id)).toEqual([a.id]);

    const sent = await listAs(token, { search: tag, status: 'info-pack-sent' });
    expect(sent.body.data.map((f) => f.id)).toEqual([a.id]);
    expect(sent.body.totalRecords).toBe(1);

    const sorted = await listAs(token, { search: tag, sortBy: 'name', sortOrder: 'asc' });
    expect(sorted.body.data.map((f) => f.id)).toEqual([b.id, a.id]);
  });

  it("answers 400 for an unknown status or sort column and hides other companies' leads", async () => {
    const hq = await headOffice();
    const { token } = await createUser('Administrator', { companyId: hq.id });
    expect((await listAs(token, { status: 'signed' })).status).toBe(400);
    expect((await listAs(token, { sortBy: 'email' })).status).toBe(400);
    const tag = randomUUID().slice(0, 8);
    await call(create, { method: 'POST', body: franchisePayload({ lastName: `Hidden${tag}` }) });
    const other = await createUser('Administrator');
    const res = await listAs(other.token, { search: tag });
    expect(res.body.totalRecords).toBe(0);
    expect(res.body.counts.all).toBe(0);
    expect((await listAs(undefined, {})).status).toBe(401);
  });
});
