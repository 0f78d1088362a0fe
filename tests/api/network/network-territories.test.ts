// Territories across the network (issue 38): every office's districts in one table, and a county's gaps flagged.
import { beforeAll, describe, expect, it } from 'vitest';
import { COUNTIES } from '@/lib/network/counties';
import { getDb } from '@/lib/server/db/client';
import { companyTerritories } from '@/lib/server/db/schema';
import { get, makeWorld, type World } from '@/tests/api/backoffice-world';
import { endpoint } from '@/tests/support/endpoint';

const territories = endpoint('GET /api/network/territories');
type Answer = {
  districts: { district: string; companyName: string; inCounty: boolean }[];
  coverage: { district: string; state: string; offices: string[] }[];
  summary: { covered: number; gaps: number; overlaps: number };
};

let w: World;
beforeAll(async () => {
  w = await makeWorld();
  const db = await getDb();
  await db.insert(companyTerritories).values([
    { district: 'NR1', companyId: w.a.id },
    { district: 'NR2', companyId: w.a.id },
    { district: 'IP1', companyId: w.b.id },
  ]);
});

describe('GET /api/network/territories', () => {
  it("lists every office's districts and flags the county's gaps", async () => {
    const res = await get<Answer>(territories, w.superAdmin, { county: 'norfolk' });
    expect(res.status).toBe(200);
    expect(res.body.districts).toEqual([
      { district: 'IP1', companyId: w.b.id, companyName: 'Beta Cleaning', inCounty: false },
      { district: 'NR1', companyId: w.a.id, companyName: 'Alpha Cleaning', inCounty: true },
      { district: 'NR2', companyId: w.a.id, companyName: 'Alpha Cleaning', inCounty: true },
    ]);
    const norfolk = COUNTIES.norfolk.districts.length;
    expect(res.body.summary).toEqual({ covered: 2, gaps: norfolk - 2, overlaps: 0 });
    expect(res.body.coverage.find((c) => c.district === 'NR1')).toEqual({
      district: 'NR1',
      state: 'covered',
      offices: ['Alpha Cleaning'],
    });
    expect(res.body.coverage.find((c) => c.district === 'NR3')).toEqual({ district: 'NR3', state: 'gap', offices: [] });
    const suffolk = await get<Answer>(territories, w.superAdmin, { county: 'suffolk' });
    expect(suffolk.body.summary.covered).toBe(1);
  });

  it('is for the head office only, and refuses an unknown county', async () => {
    expect((await get(territories, w.adminA)).status).toBe(403);
    expect((await get(territories, w.superAdmin, { county: 'atlantis' })).status).toBe(400);
  });
});
