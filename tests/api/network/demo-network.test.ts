// The demo network (issue 38): a first start shows the head office and two franchise offices with months of work.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { companies, royaltyStatements } from '@/lib/server/db/schema';
import { seedDemoData } from '@/lib/server/db/seed';
import { DEMO_OFFICES } from '@/lib/server/db/seed-network';
import { getNetworkOverview } from '@/lib/server/network/overview';

describe('demo network data', () => {
  it('seeds two franchise offices with figures and statements, once', async () => {
    const db = await getDb();
    await seedDemoData(db);
    await seedDemoData(db);
    const all = await db.select().from(companies);
    expect(all.filter((c) => c.headOffice).map((c) => c.code)).toEqual(['HQ']);
    expect(
      all
        .filter((c) => !c.headOffice)
        .map((c) => c.code)
        .sort(),
    ).toEqual(DEMO_OFFICES.map((o) => o.code).sort());
    const overview = await getNetworkOverview(db, { period: 'lastMonth' });
    for (const code of DEMO_OFFICES.map((o) => o.code)) {
      const office = overview.offices.find((o) => o.id === all.find((c) => c.code === code)!.id)!;
      expect(office.figures.jobsCompleted).toBeGreaterThan(4);
      expect(office.figures.paidPence).toBeGreaterThan(0);
      expect(office.figures.hoursWorked).toBeGreaterThan(0);
      expect(office.figures.ratingAverage).not.toBeNull();
      const statements = await db.select().from(royaltyStatements).where(eq(royaltyStatements.companyId, office.id));
      expect(statements).toHaveLength(5);
      expect(statements.every((s) => s.status !== 'no-terms' && (s.totalPence ?? 0) > 0)).toBe(true);
    }
  });
});
