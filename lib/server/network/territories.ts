import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { COUNTIES, type County } from '@/lib/network/counties';
import type { Db } from '@/lib/server/db/client';
import { companies, companyTerritories } from '@/lib/server/db/schema';

/**
 * Every office's postcode districts in one table, and a county's coverage: each of its districts covered by one
 * office, by none (a gap) or by more than one (an overlap). The store keys a district to one company, so an overlap
 * can only come from data loaded around that rule; it is still looked for, as the opening of an office checks.
 */
export async function networkTerritories(db: Db, county: County) {
  const rows = await db
    .select({ district: companyTerritories.district, companyId: companies.id, companyName: companies.name })
    .from(companyTerritories)
    .innerJoin(companies, eq(companies.id, companyTerritories.companyId))
    .orderBy(asc(companyTerritories.district), asc(companies.name));
  // NR2 before NR10: districts read in their numbers' order.
  rows.sort(
    (a, b) =>
      a.district.localeCompare(b.district, 'en', { numeric: true }) || a.companyName.localeCompare(b.companyName),
  );
  const byDistrict = new Map<string, { companyId: string; companyName: string }[]>();
  for (const r of rows) byDistrict.set(r.district, [...(byDistrict.get(r.district) ?? []), r]);
  const inCounty = new Set<string>(COUNTIES[county].districts);
  const coverage = COUNTIES[county].districts.map((district) => {
    const offices = byDistrict.get(district) ?? [];
    const state =
      offices.length === 0 ? ('gap' as const) : offices.length > 1 ? ('overlap' as const) : ('covered' as const);
    return { district, state, offices: offices.map((o) => o.companyName) };
  });
  return {
    county: { key: county, name: COUNTIES[county].name },
    districts: rows.map((r) => ({ ...r, inCounty: inCounty.has(r.district) })),
    coverage,
    summary: {
      covered: coverage.filter((c) => c.state === 'covered').length,
      gaps: coverage.filter((c) => c.state === 'gap').length,
      overlaps: coverage.filter((c) => c.state === 'overlap').length,
    },
  };
}
