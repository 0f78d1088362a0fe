import 'server-only';
import { sql } from 'drizzle-orm';
import { HEAD_OFFICE_COMPANY_CODE } from '@/lib/brand';
import type { Role } from '@/lib/roles';
import { hashPassword } from '@/lib/server/auth/password';
import type { Db } from './client';
import { companies, installation, users } from './schema';
import { seedDemoBooking } from './seed-booking';
import { seedDemoContent } from './seed-content';
import { seedDemoNetwork } from './seed-network';
import { seedDemoWork } from './seed-work';

export const DEMO_PASSWORD = 'Clean-Demo-2026';

export const DEMO_USERS: { email: string; role: Role; firstName: string; lastName: string }[] = [
  { email: 'superadmin@demo.cleaning.test', role: 'Super Administrator', firstName: 'Sarah', lastName: 'Whitmore' },
  { email: 'admin@demo.cleaning.test', role: 'Administrator', firstName: 'James', lastName: 'Holloway' },
  { email: 'cleaner@demo.cleaning.test', role: 'Cleaner', firstName: 'Priya', lastName: 'Patel' },
  { email: 'client@demo.cleaning.test', role: 'Client', firstName: 'Oliver', lastName: 'Bennett' },
];

/**
 * Seeds the head-office company and one user per role, its work, and the franchise network around it (issue 38). Idempotent: rows that exist are left alone,
 * so it is safe on every start and on a database that already holds real data.
 */
export async function seedDemoData(db: Db) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const hqId = await db.transaction(async (tx) => {
    await tx
      .insert(companies)
      .values({
        name: 'Brightside Cleaning Head Office',
        code: HEAD_OFFICE_COMPANY_CODE,
        currencySymbol: '£',
        address: 'Unit 4, Hethersett Business Park, Hethersett, Norwich NR9 3AB',
        email: 'office@brightside-cleaning.co.uk',
        phone: '01603 555 0100',
      })
      .onConflictDoNothing({ target: companies.code });
    const [hq] = await tx
      .select({ id: companies.id })
      .from(companies)
      .where(sql`${companies.code} = ${HEAD_OFFICE_COMPANY_CODE}`);
    for (const u of DEMO_USERS) {
      await tx
        .insert(users)
        .values({
          ...u,
          passwordHash,
          status: 'active',
          companyId: u.role === 'Super Administrator' ? null : hq!.id,
          phoneNumber: '01603 555 0100',
          city: 'Norwich',
          country: 'United Kingdom',
        })
        .onConflictDoNothing();
    }
    // A database with demo accounts (a published password) is a demo: the test payment page may be its default.
    await tx
      .insert(installation)
      .values({ id: 1, demoData: true })
      .onConflictDoUpdate({ target: installation.id, set: { demoData: true } });
    return hq!.id;
  });
  await seedDemoContent(db);
  await seedDemoWork(db, hqId, passwordHash);
  await seedDemoBooking(db, hqId);
  await seedDemoNetwork(db, passwordHash);
}
