import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Actor } from '@/lib/server/auth/actor';
import { getDb } from '@/lib/server/db/client';
import { seedDemoData } from '@/lib/server/db/seed';
import { DEMO_SERVICES } from '@/lib/server/db/seed-work';
import { demoJobId } from '@/lib/server/db/seed-work-jobs';
import {
  categories,
  chatMessages,
  companies,
  invoices,
  jobChecklistItems,
  jobs,
  jobTeam,
  leaves,
  rotaShifts,
  users,
} from '@/lib/server/db/schema';
import { createInvoiceSchema, listInvoicesSchema } from '@/lib/invoices/schemas';
import { listJobsSchema } from '@/lib/jobs/schemas';
import { listInvoices } from '@/lib/server/invoices/queries';
import { createInvoice } from '@/lib/server/invoices/service';
import { listJobs } from '@/lib/server/jobs/queries';

async function actor(email: string): Promise<Actor> {
  const db = await getDb();
  const [u] = await db.select().from(users).where(eq(users.email, email));
  return { id: u!.id, role: u!.role, companyId: u!.companyId, email: u!.email, name: `${u!.firstName} ${u!.lastName}` };
}

describe('demo work data (a fresh npm start shows the back office in use)', () => {
  it('seeds categories, jobs, chat, invoices, shifts and leave once, however often it runs', async () => {
    const db = await getDb();
    await seedDemoData(db);
    await seedDemoData(db);
    // The head office's own work; the franchise offices' (seed-network.ts) is checked in tests/api/network.
    const [hq] = await db.select().from(companies).where(eq(companies.code, 'HQ'));
    const hqJobs = () => db.select().from(jobs).where(eq(jobs.companyId, hq!.id));
    expect((await db.select().from(categories)).map((c) => c.name).sort()).toEqual([...DEMO_SERVICES].sort());
    expect(await hqJobs()).toHaveLength(4);
    const chat = await db.select().from(chatMessages);
    expect(chat).toHaveLength(3);
    expect(chat.every((m) => m.updatedAt.getTime() === m.createdAt.getTime())).toBe(true); // not shown as edited
    expect(await db.select().from(invoices).where(eq(invoices.companyId, hq!.id))).toHaveLength(2);
    // This week's six (seed-work-staff.ts) and the online bookings' weekday rota for two cleaners over eight weeks (seed-booking.ts).
    expect(await db.select().from(rotaShifts)).toHaveLength(6 + 2 * 8 * 5);
    expect(await db.select().from(leaves)).toHaveLength(2);
    expect(new Set((await hqJobs()).map((j) => j.stage))).toEqual(new Set([0, 1, 2, 3]));
    expect((await hqJobs()).every((j) => j.scheduledDate && j.startTime && j.durationMinutes)).toBe(true);
    expect(await db.select().from(jobTeam)).toHaveLength(6);
    expect(await db.select().from(jobChecklistItems)).toHaveLength(13);
  });

  it('keeps each role to its own records: the demo cleaner sees the jobs whose team she is in, the demo client his own', async () => {
    const db = await getDb();
    const page = listJobsSchema.parse({ pageNumber: 1, pageSize: 50 });
    const admin = await listJobs(db, await actor('admin@demo.cleaning.test'), page);
    expect(admin.totalRecords).toBe(4);
    const cleaner = await listJobs(db, await actor('cleaner@demo.cleaning.test'), page);
    expect(cleaner.data.map((j) => j.id).sort()).toEqual(
      [demoJobId(1), demoJobId(2), demoJobId(3), demoJobId(4)].sort(),
    ); // lead or team member
    const client = await listInvoices(
      db,
      await actor('client@demo.cleaning.test'),
      listInvoicesSchema.parse({ pageNumber: 1, pageSize: 50 }),
    );
    expect(client.totalRecords).toBe(2);
  });

  it('never brings back what the office deleted: it seeds only an office without jobs', async () => {
    const db = await getDb();
    await db.delete(categories).where(eq(categories.name, 'Home Removal'));
    await db.delete(jobs).where(eq(jobs.id, demoJobId(2)));
    await seedDemoData(db);
    expect((await db.select().from(categories)).map((c) => c.name)).not.toContain('Home Removal');
    expect((await db.select().from(jobs)).map((j) => j.id)).not.toContain(demoJobId(2));
  });

  it('numbers the next invoice after the seeded ones', async () => {
    const db = await getDb();
    const admin = await actor('admin@demo.cleaning.test');
    const created = await createInvoice(
      db,
      admin,
      createInvoiceSchema.parse({
        status: 0,
        dueDate: new Date(Date.now() + 14 * 86_400_000).toISOString(),
        items: [{ title: 'Window cleaning', quantity: 1, price: 40 }],
      }),
    );
    expect(created.invoiceNumber).toBe('INV-0003');
    const [hq] = await db.select().from(companies).where(eq(companies.id, admin.companyId!));
    expect(hq!.lastInvoiceNumber).toBe(3);
  });
});
