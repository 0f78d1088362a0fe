// network_monthly (migration 0022): the overview's per-office, per-month sums kept by triggers. After inserts,
// updates that move a record between months, offices and kinds, and deletes, the table must hold exactly what a
// rebuild from the rows makes; and a period cut mid-month must count the same as the whole months around it.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { clockRecords, enquiries, invoices, jobRatings, jobs, networkMonthly } from '@/lib/server/db/schema';
import { getNetworkOverview } from '@/lib/server/network/overview';
import { createCompany, createUser } from '@/tests/support/factories';

async function contents() {
  const db = await getDb();
  const rows = await db.select().from(networkMonthly);
  // A month whose records all moved away keeps a row of zeros: the same as no row.
  return rows
    .filter((r) => Object.entries(r).some(([k, v]) => k !== 'companyId' && k !== 'month' && v !== 0))
    .map((r) => JSON.stringify(r))
    .sort();
}

describe('network_monthly', () => {
  it('matches a rebuild from the rows after inserts, moves and deletes', async () => {
    const db = await getDb();
    const a = await createCompany({ name: 'Summary A' });
    const b = await createCompany({ name: 'Summary B' });
    const { user } = await createUser('Cleaner', { companyId: a.id });
    const [i1, i2] = await db
      .insert(invoices)
      .values([
        {
          companyId: a.id,
          invoiceNumber: 'S1',
          status: 1,
          createDate: new Date('2025-01-31T23:30:00Z'),
          dueDate: new Date('2025-02-14T00:00:00Z'),
          totalPence: 10_000,
        },
        {
          companyId: a.id,
          invoiceNumber: 'S2',
          status: 0,
          createDate: new Date('2025-03-10T10:00:00Z'),
          dueDate: new Date('2025-03-24T00:00:00Z'),
          totalPence: 7_000,
        },
      ])
      .returning();
    // Paid in March (London's 1 April is still 31 March UTC 23:30), then the draft issued, then one moved office.
    await db
      .update(invoices)
      .set({ status: 2, paidAt: new Date('2025-03-31T23:30:00Z') })
      .where(eq(invoices.id, i1!.id));
    await db.update(invoices).set({ status: 1 }).where(eq(invoices.id, i2!.id));
    await db.update(invoices).set({ companyId: b.id }).where(eq(invoices.id, i2!.id));
    const [j1, j2] = await db
      .insert(jobs)
      .values([
        { companyId: a.id, title: 'J1', stage: 3, scheduledDate: '2025-02-03' },
        {
          companyId: a.id,
          title: 'J2',
          stage: 3,
          scheduledDate: '2025-02-04',
          source: 'online',
          bookingStatus: 'confirmed',
        },
      ])
      .returning();
    await db
      .update(jobs)
      .set({ cancelledAt: new Date('2025-02-01T09:00:00Z'), bookingStatus: 'declined' })
      .where(eq(jobs.id, j2!.id));
    await db.update(jobs).set({ scheduledDate: '2025-03-01' }).where(eq(jobs.id, j1!.id));
    const [e1] = await db
      .insert(enquiries)
      .values([
        {
          id: crypto.randomUUID(),
          companyId: a.id,
          name: 'E',
          email: 'e@example.test',
          phone: '0',
          address: 'x',
          postCode: 'NR1 1AA',
          messageDescription: 'm',
          createdAt: new Date('2025-02-10T10:00:00Z'),
        },
      ])
      .returning();
    await db.update(enquiries).set({ status: 'converted' }).where(eq(enquiries.id, e1!.id));
    await db.insert(jobRatings).values({
      jobId: j1!.id,
      companyId: a.id,
      rating: 2,
      firstName: 'Ann',
      createdAt: new Date('2025-03-02T10:00:00Z'),
    });
    await db.update(jobRatings).set({ rating: 5 }).where(eq(jobRatings.jobId, j1!.id));
    const [c1] = await db
      .insert(clockRecords)
      .values({ companyId: a.id, userId: user.id, clockIn: new Date('2025-02-03T09:00:00.250Z') })
      .returning();
    await db
      .update(clockRecords)
      .set({ clockOut: new Date('2025-02-03T11:30:00.750Z') })
      .where(eq(clockRecords.id, c1!.id));
    await db.delete(invoices).where(eq(invoices.id, i1!.id));

    const kept = await contents();
    await db.execute(sql`select network_monthly_rebuild()`);
    expect(kept).toEqual(await contents());
    const [feb] = await db
      .select()
      .from(networkMonthly)
      .where(sql`${networkMonthly.companyId} = ${a.id} and ${networkMonthly.month} = '2025-02'`);
    expect(feb).toMatchObject({ jobsCompleted: 0, onlineBookings: 0, enquiries: 1, enquiriesConverted: 1 });
    expect(feb!.microsWorked).toBe(2.5 * 3600 * 1e6 + 500_000);
  });

  it('counts a period cut mid-month from the rows, and whole months from the table, alike', async () => {
    const db = await getDb();
    const c = await createCompany({ name: 'Summary C' });
    await db.insert(invoices).values(
      ['2025-05-02', '2025-05-20', '2025-06-05', '2025-06-25', '2025-07-03'].map((day, n) => ({
        companyId: c.id,
        invoiceNumber: `C${n}`,
        status: 1,
        createDate: new Date(`${day}T10:00:00Z`),
        dueDate: new Date(`${day}T10:00:00Z`),
        totalPence: 1_000 * (n + 1),
      })),
    );
    const now = new Date('2025-08-15T12:00:00Z');
    const figures = async (from: string, to: string) =>
      (await getNetworkOverview(db, { period: 'custom', from, to }, now)).offices.find((o) => o.id === c.id)!;
    // 10 May – 10 July: the 20 May (2,000), both June ones (3,000 + 4,000) and 3 July (5,000).
    const cut = await figures('2025-05-10', '2025-07-10');
    expect(cut.figures.invoicedPence).toBe(14_000);
    expect(cut.trend.map((m) => m.invoicedPence)).toEqual([2_000, 7_000, 5_000]);
    // The whole of May to July: every one of them.
    expect((await figures('2025-05-01', '2025-07-31')).figures.invoicedPence).toBe(15_000);
  });
});
