// The overdue balance from network_monthly's overdue changes (migration 0024): after payments, un-payments, edits of
// amount and due date, issuing a draft, a move between offices and a delete, the table holds what a rebuild from the
// rows makes; and the overview's balance at each month end, and now for the month under way, is the hand-computed one,
// checked again against the definition read straight from the invoices.
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { invoices, networkMonthly } from '@/lib/server/db/schema';
import { getNetworkOverview } from '@/lib/server/network/overview';
import { createCompany } from '@/tests/support/factories';

const MONTHS = ['2025-01', '2025-02', '2025-03', '2025-04', '2025-05', '2025-06', '2025-07', '2025-08'];
// Mid-August: July is the last closed month, August is under way.
const NOW = new Date('2025-08-15T12:00:00Z');

async function overdueChanges() {
  const db = await getDb();
  const rows = await db
    .select({
      companyId: networkMonthly.companyId,
      month: networkMonthly.month,
      count: networkMonthly.overdueChange,
      pence: networkMonthly.overdueChangePence,
    })
    .from(networkMonthly);
  return rows
    .filter((r) => r.count !== 0 || r.pence !== 0)
    .map((r) => JSON.stringify(r))
    .sort();
}

/** The definition, straight from the invoices: fell due (issued and due) before `at`, not a draft, unpaid at `at`. */
async function fromRows(companyId: string, at: Date) {
  const db = await getDb();
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, pence: sql<number>`coalesce(sum(${invoices.totalPence}), 0)::int` })
    .from(invoices)
    .where(
      sql`${invoices.companyId} = ${companyId} and ${invoices.status} <> 0
        and greatest(${invoices.createDate}, ${invoices.dueDate}) < ${at.toISOString()}::timestamptz
        and (${invoices.status} <> 2 or ${invoices.paidAt} >= ${at.toISOString()}::timestamptz)`,
    );
  return [row!.count, row!.pence];
}

/** London midnight starting the month after `month`. */
async function monthEnd(month: string) {
  const db = await getDb();
  const r = await db.execute(
    sql`select ((${`${month}-01`}::date + interval '1 month')::timestamp at time zone 'Europe/London') as at`,
  );
  return new Date((r as unknown as { rows: { at: string | Date }[] }).rows[0]!.at);
}

describe('overdue balance from network_monthly', () => {
  it('keeps the overdue changes exact through every kind of write, and gives the hand-computed balances', async () => {
    const db = await getDb();
    const a = await createCompany({ name: 'Overdue A' });
    const b = await createCompany({ name: 'Overdue B' });
    const add = async (n: string, status: number, created: string, due: string, total: number, paid?: string) => {
      const [row] = await db
        .insert(invoices)
        .values({
          companyId: a.id,
          invoiceNumber: n,
          status,
          createDate: new Date(created),
          dueDate: new Date(due),
          totalPence: total,
          paidAt: paid ? new Date(paid) : null,
        })
        .returning();
      return row!.id;
    };
    const set = (id: string, values: Partial<typeof invoices.$inferInsert>) =>
      db.update(invoices).set(values).where(eq(invoices.id, id));

    await add('O1', 1, '2025-01-10T10:00Z', '2025-01-24T10:00Z', 10_000);
    // Paid in the month it fell due: never overdue at a month end.
    const o2 = await add('O2', 1, '2025-02-10T10:00Z', '2025-02-24T10:00Z', 20_000);
    await set(o2, { status: 2, paidAt: new Date('2025-02-26T10:00Z') });
    // Paid at 00:30 on 1 June in London (31 May in UTC): overdue at the end of March, April and May.
    const o3 = await add('O3', 1, '2025-03-05T10:00Z', '2025-03-19T10:00Z', 30_000);
    await set(o3, { status: 2, paidAt: new Date('2025-05-31T23:30Z') });
    // A draft issued, then its amount edited.
    const o4 = await add('O4', 0, '2025-03-01T10:00Z', '2025-03-15T10:00Z', 40_000);
    await set(o4, { status: 1 });
    await set(o4, { totalPence: 45_000 });
    // Its due date moved to 00:30 on 1 July in London: overdue from the end of July, not June.
    const o5 = await add('O5', 1, '2025-04-01T10:00Z', '2025-04-10T10:00Z', 5_000);
    await set(o5, { dueDate: new Date('2025-06-30T23:30Z') });
    // Paid late, then the payment taken back.
    const o6 = await add('O6', 2, '2025-03-06T10:00Z', '2025-03-20T10:00Z', 6_000, '2025-04-20T10:00Z');
    await set(o6, { status: 1, paidAt: null });
    // Moved to the other office; and one deleted.
    const o7 = await add('O7', 1, '2025-02-01T10:00Z', '2025-02-15T10:00Z', 7_000);
    await set(o7, { companyId: b.id });
    const o8 = await add('O8', 1, '2025-02-01T10:00Z', '2025-02-15T10:00Z', 8_000);
    await db.delete(invoices).where(eq(invoices.id, o8));
    // This month, before now: due and unpaid counts now; due after now does not; paid before now no longer counts.
    await add('O9', 1, '2025-08-01T10:00Z', '2025-08-10T10:00Z', 900);
    await add('O10', 1, '2025-08-01T10:00Z', '2025-08-20T10:00Z', 800);
    await add('O11', 2, '2025-07-01T10:00Z', '2025-07-15T10:00Z', 700, '2025-08-05T10:00Z');
    // Paid after now: still unpaid at every month end up to now.
    await add('O12', 2, '2025-06-01T10:00Z', '2025-06-15T10:00Z', 600, '2025-09-01T10:00Z');
    // Issued after its due date: it falls due when issued, in May.
    await add('O13', 1, '2025-05-02T10:00Z', '2025-04-25T10:00Z', 500);

    const kept = await overdueChanges();
    await db.execute(sql`select network_monthly_rebuild()`);
    expect(kept).toEqual(await overdueChanges());
    const [june] = await db
      .select()
      .from(networkMonthly)
      .where(and(eq(networkMonthly.companyId, a.id), eq(networkMonthly.month, '2025-06')));
    expect([june!.overdueChange, june!.overdueChangePence]).toEqual([1 - 1, 600 - 30_000]);

    const result = await getNetworkOverview(db, { period: 'custom', from: '2025-01-01', to: '2025-08-31' }, NOW);
    const balances = (id: string) =>
      result.offices.find((o) => o.id === id)!.trend.map((m) => [m.overdueCount, m.overduePence]);
    // Jan O1; Feb the same; Mar + O3, O4, O6; Apr the same; May + O13; Jun - O3 + O12; Jul + O5, O11; now - O11 + O9.
    const expected = [
      [1, 10_000],
      [1, 10_000],
      [4, 91_000],
      [4, 91_000],
      [5, 91_500],
      [5, 62_100],
      [7, 67_800],
      [7, 68_000],
    ];
    expect(balances(a.id)).toEqual(expected);
    expect(balances(b.id)).toEqual([[0, 0], ...MONTHS.slice(1).map(() => [1, 7_000])]);
    const office = result.offices.find((o) => o.id === a.id)!;
    expect([office.figures.overdueCount, office.figures.overduePence]).toEqual([7, 68_000]);
    // The same, read from the invoices by the definition itself.
    const ends = await Promise.all(MONTHS.slice(0, -1).map(monthEnd));
    for (const [n, at] of [...ends, NOW].entries()) expect(await fromRows(a.id, at)).toEqual(expected[n]);

    // A period ending before now: its last month is a closed month end, from the table alone.
    const spring = await getNetworkOverview(db, { period: 'custom', from: '2025-04-01', to: '2025-06-30' }, NOW);
    const springA = spring.offices.find((o) => o.id === a.id)!;
    expect([springA.figures.overdueCount, springA.figures.overduePence]).toEqual([5, 62_100]);
  });
});
