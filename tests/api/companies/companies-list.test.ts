import { describe, expect, it } from 'vitest';
import { get, makeWorld } from '@/tests/api/backoffice-world';
import { endpoint } from '@/tests/support/endpoint';

const listCompanies = endpoint('GET /api/company/companies');

type List = {
  data: { id: string; name: string; companyCodeNumber: string }[];
  totalRecords: number;
  totalPages: number;
};

describe('GET /api/Company/Companies – paged and searchable', () => {
  it('gives an Administrator only their own company, whatever they search', async () => {
    const w = await makeWorld();
    const res = await get<List>(listCompanies, w.adminA, { search: 'Beta' });
    expect(res.status).toBe(200);
    expect(res.body.totalRecords).toBe(0);
    expect((await get<List>(listCompanies, w.cleanerA)).body.data.map((c) => c.id)).toEqual([w.a.id]);
  });

  it('lets a Super Administrator search, sort and page every company', async () => {
    const w = await makeWorld();
    const found = await get<List>(listCompanies, w.superAdmin, { search: 'beta cleaning' });
    expect(found.body.data.map((c) => c.id)).toContain(w.b.id);
    const byName = await get<List>(listCompanies, w.superAdmin, { sortBy: 'name', sortOrder: 'desc', pageSize: '1' });
    expect(byName.body.data).toHaveLength(1);
    expect(byName.body.totalPages).toBe(byName.body.totalRecords);
    expect((await get(listCompanies, w.superAdmin, { pageSize: '0' })).status).toBe(400);
  });

  it('answers 401 to a visitor', async () => {
    expect((await get(listCompanies, undefined)).status).toBe(401);
  });
});
