import { describe, expect, it } from 'vitest';
import { get, makeWorld, send } from '@/tests/api/backoffice-world';
import { endpoint } from '@/tests/support/endpoint';

const addTerritory = endpoint('POST /api/company/addterritory');
const removeTerritory = endpoint('DELETE /api/company/removeterritory');
const listTerritories = endpoint('GET /api/company/territories');
const listAudit = endpoint('GET /api/audit/auditlogs');

type Territory = { district: string; companyId: string; companyName: string };
type Page = { data: Territory[]; totalRecords: number; totalPages: number };
type ErrorBody = { message: string; code: string; fieldErrors?: Record<string, string[]> };

const remove = (who: Parameters<typeof get>[1], query: Record<string, string>) =>
  get<ErrorBody>(removeTerritory, who, query, 'DELETE');

describe('Territories: the postcode districts a company covers', () => {
  it('lets an Administrator add, list and remove districts of their own company, normalised by the postcode library', async () => {
    const w = await makeWorld();
    const added = await send<Territory>(addTerritory, w.adminA, { district: ' nr1 ' });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ district: 'NR1', companyId: w.a.id, companyName: 'Alpha Cleaning' });
    // Adding it again is harmless: the same record, 200.
    expect((await send(addTerritory, w.adminA, { district: 'NR1' })).status).toBe(200);
    for (const district of ['NR10', 'NR2', 'IP22'])
      expect((await send(addTerritory, w.adminA, { district })).status).toBe(201);
    const list = await get<Page>(listTerritories, w.adminA, { sortBy: 'district', sortOrder: 'asc' });
    expect(list.status).toBe(200);
    expect(list.body.data.map((t) => t.district)).toEqual(['IP22', 'NR1', 'NR2', 'NR10']);
    expect((await remove(w.adminA, { district: 'nr2' })).status).toBe(200);
    expect((await get<Page>(listTerritories, w.adminA, { search: 'NR' })).body.data.map((t) => t.district)).toEqual([
      'NR1',
      'NR10',
    ]);
    const audit = await get<{ data: { action: string; entityType: string; entityId: string }[] }>(
      listAudit,
      w.adminA,
      { entityType: 'territory' },
      'POST',
    );
    expect(audit.body.data.map((e) => `${e.action} ${e.entityId}`)).toEqual(
      expect.arrayContaining(['create NR1', 'delete NR2']),
    );
  });

  it('refuses a district another company covers with 409 naming that company', async () => {
    const w = await makeWorld();
    await send(addTerritory, w.adminB, { district: 'IP23' });
    const taken = await send<ErrorBody>(addTerritory, w.adminA, { district: 'ip23' });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toContain('Beta Cleaning');
    expect(taken.body.code).toBe('territory_taken');
    expect((await get<Page>(listTerritories, w.adminA)).body.totalRecords).toBe(0);
  });

  it('answers 400 with a field error for something that is not a district', async () => {
    const w = await makeWorld();
    for (const district of ['', 'NORWICH', '12', 'NR1 1AA']) {
      const res = await send<ErrorBody>(addTerritory, w.adminA, { district });
      expect(res.status, district).toBe(400);
      expect(res.body.fieldErrors?.district?.[0]).toBeTruthy();
    }
  });

  it("keeps another company's districts out of reach: 403 to remove, 403 to list or add for it; 404 when nobody covers it", async () => {
    const w = await makeWorld();
    await send(addTerritory, w.adminB, { district: 'CF37' });
    expect((await remove(w.adminA, { district: 'CF37' })).status).toBe(403);
    expect((await remove(w.adminA, { district: 'ZZ9' })).status).toBe(404);
    expect((await get(listTerritories, w.adminA, { companyId: w.b.id })).status).toBe(403);
    expect((await send(addTerritory, w.adminA, { district: 'CF38', companyId: w.b.id })).status).toBe(403);
    expect((await get<Page>(listTerritories, w.adminA)).body.data).toEqual([]);
  });

  it('answers 403 to Cleaners and Clients and 401 to a visitor', async () => {
    const w = await makeWorld();
    for (const who of [w.cleanerA, w.clientA]) {
      expect((await get(listTerritories, who)).status).toBe(403);
      expect((await send(addTerritory, who, { district: 'NR3' })).status).toBe(403);
      expect((await remove(who, { district: 'NR3' })).status).toBe(403);
    }
    expect((await get(listTerritories, undefined)).status).toBe(401);
  });

  it('shows a Super Administrator every territory on one list, filtered by company, and lets them manage any', async () => {
    const w = await makeWorld();
    await send(addTerritory, w.adminA, { district: 'NR4' });
    await send(addTerritory, w.adminB, { district: 'CF39' });
    expect((await send(addTerritory, w.superAdmin, { district: 'CF40', companyId: w.b.id })).status).toBe(201);
    const all = await get<Page>(listTerritories, w.superAdmin, { pageSize: '100' });
    expect(all.body.data.map((t) => t.district)).toEqual(expect.arrayContaining(['NR4', 'CF39', 'CF40']));
    const onlyB = await get<Page>(listTerritories, w.superAdmin, {
      companyId: w.b.id,
      sortBy: 'district',
      sortOrder: 'desc',
    });
    expect(onlyB.body.data.map((t) => t.district)).toEqual(['CF40', 'CF39']);
    const byName = await get<Page>(listTerritories, w.superAdmin, { search: 'CF', companyId: w.b.id, pageSize: '1' });
    expect(byName.body.totalRecords).toBe(2);
    expect(byName.body.totalPages).toBe(2);
    expect((await remove(w.superAdmin, { district: 'NR4' })).status).toBe(200);
  });
});
