import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from './client';
import { categories, jobs, users } from './schema';
import { day, DEMO_EXTRA_PEOPLE } from './seed-work-context';
import { seedDemoJobs } from './seed-work-jobs';
import { seedDemoSales } from './seed-work-sales';
import { seedDemoStaffTime } from './seed-work-staff';

/**
 * A working week of demo data for the head office, so a fresh `npm start` shows the back office in use: service
 * categories, two more people, jobs at every stage with a chat, invoices, an estimate, enquiries, this week's rota,
 * clock records and leave. Dates are relative to the first start. It runs only while the office has no jobs, and fixed
 * ids keep it idempotent, so it never overwrites or brings back what someone changed. This file adds the categories
 * and people, then the rest in the same transaction: the jobs and their chat (seed-work-jobs.ts), the invoices,
 * enquiries and estimate (seed-work-sales.ts), and the rota, clock records and leave (seed-work-staff.ts).
 */

export const DEMO_SERVICES = [
  'House Cleaning',
  'Office Cleaning',
  'Commercial Cleaning',
  'Apartment Cleaning',
  'Carpet Cleaning',
  'Construction Cleaning',
  'End Of Tenancy Cleaning',
  'Home Removal',
] as const;

export async function seedDemoWork(db: Db, companyId: string, passwordHash: string) {
  await db.transaction(async (tx) => {
    // Seeded once, into an office with no jobs yet: a database in use keeps what its people did (deleted demo rows
    // stay deleted, renamed categories stay renamed).
    const [used] = await tx.select({ id: jobs.id }).from(jobs).where(eq(jobs.companyId, companyId)).limit(1);
    if (used) return;
    await tx
      .insert(categories)
      .values(DEMO_SERVICES.map((name) => ({ companyId, name })))
      .onConflictDoNothing();
    await tx
      .insert(users)
      .values(
        DEMO_EXTRA_PEOPLE.map((p) => ({
          ...p,
          passwordHash,
          status: 'active' as const,
          companyId,
          phoneNumber: '01603 555 0100',
          country: 'United Kingdom',
        })),
      )
      .onConflictDoNothing();

    const email = (address: string) =>
      tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, address))
        .then((r) => r[0]?.id);
    const [admin, priya, oliver, tomasz, margaret] = await Promise.all([
      email('admin@demo.cleaning.test'),
      email('cleaner@demo.cleaning.test'),
      email('client@demo.cleaning.test'),
      email(DEMO_EXTRA_PEOPLE[0].email),
      email(DEMO_EXTRA_PEOPLE[1].email),
    ]);
    if (!admin || !priya || !oliver || !tomasz || !margaret) return;

    const today = day(0);
    const weekday = (new Date(`${today}T12:00:00Z`).getUTCDay() + 6) % 7; // Monday 0
    const monday = day(-weekday);
    const weekDay = (n: number) => day(n, new Date(`${monday}T12:00:00Z`));

    const week = { tx, companyId, admin, priya, oliver, tomasz, margaret, today, weekDay };
    await seedDemoJobs(week);
    await seedDemoSales(week);
    await seedDemoStaffTime(week);
  });
}
