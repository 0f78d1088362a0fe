// The demo's online booking data (issue 28): the head office covers NR1–NR18 with a rule for every service, and its
// two demo cleaners have a rota, so a fresh demo offers real times for a Norwich postcode. Seeding again changes nothing.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SERVICES } from '@/lib/content/services';
import { getDb } from '@/lib/server/db/client';
import { companyTerritories, priceRules, rotaShifts } from '@/lib/server/db/schema';
import { seedDemoData } from '@/lib/server/db/seed';
import { bookingSlots } from '@/lib/server/bookings/service';
import { addDays, londonToday } from '@/lib/server/bookings/slots';
import { headOffice } from '@/tests/support/public';

describe('demo booking data', () => {
  it('gives the head office the Norwich districts, a rule per service and a rota, once', async () => {
    const db = await getDb();
    await seedDemoData(db);
    const hq = await headOffice();
    const territories = await db.select().from(companyTerritories).where(eq(companyTerritories.companyId, hq.id));
    expect(territories.map((t) => t.district).sort()).toEqual(
      Array.from({ length: 18 }, (_, i) => `NR${i + 1}`).sort(),
    );
    const rules = await db.select().from(priceRules).where(eq(priceRules.companyId, hq.id));
    expect(rules.map((r) => r.service).sort()).toEqual(SERVICES.map((s) => s.key).sort());
    const shifts = (await db.select().from(rotaShifts)).length;

    await seedDemoData(db);
    // The head office's 18 and the two franchise offices' 5 and 6 (seed-network.ts).
    expect(await db.select().from(companyTerritories)).toHaveLength(18 + 5 + 6);
    expect(await db.select().from(priceRules)).toHaveLength(8);
    expect(await db.select().from(rotaShifts)).toHaveLength(shifts);

    const slots = await bookingSlots(db, {
      postcode: 'NR2 2RA',
      service: 'house',
      size: { bedrooms: 2, bathrooms: 1 },
      extras: {},
      frequency: 'one-off',
      from: addDays(londonToday(), 7),
      days: 7,
    });
    expect(slots.days.filter((d) => d.times.length > 0).length).toBeGreaterThanOrEqual(4);
  });
});
