// Royalty statements (issue 38): made once per office and month under concurrent runs, each month under its own
// terms, no figure without terms, and each office's statements closed to the other offices.
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import {
  auditLog,
  companies,
  invoiceItems,
  invoices,
  mailOutbox,
  royaltyStatements,
  royaltyTerms,
} from '@/lib/server/db/schema';
import { makeMonthlyStatements } from '@/lib/server/network/statements';
import { get, makeWorld, send, type World } from '@/tests/api/backoffice-world';
import { endpoint } from '@/tests/support/endpoint';

const list = endpoint('POST /api/network/statements');
const one = endpoint('GET /api/network/statement');
const pdf = endpoint('GET /api/network/statement/pdf');
const csv = endpoint('GET /api/network/statement/csv');
const markPaid = endpoint('POST /api/network/statement/markpaid');
const correct = endpoint('POST /api/network/statement/correct');
const terms = endpoint('POST /api/network/terms');

type Statement = {
  id: string;
  companyId: string;
  month: string;
  version: number;
  status: string;
  paidRevenuePence: number;
  lines: { service: string; pence: number }[];
  royaltyPence: number | null;
  feePence: number | null;
  vatPence: number | null;
  totalPence: number | null;
};
type Page = { data: Statement[]; totalRecords: number };

let w: World;

async function paid(companyId: string, n: string, at: string, total: number, taxes: number, items: [string, number][]) {
  const db = await getDb();
  const [inv] = await db
    .insert(invoices)
    .values({
      companyId,
      invoiceNumber: n,
      status: 2,
      createDate: new Date(at),
      dueDate: new Date(at),
      paidAt: new Date(at),
      totalPence: total,
      taxesPence: taxes,
      subTotalPence: total - taxes,
    })
    .returning();
  await db.insert(invoiceItems).values(
    items.map(([service, pence], position) => ({
      invoiceId: inv!.id,
      position,
      title: service,
      service,
      quantityHundredths: 100,
      pricePence: pence,
      totalPence: pence,
    })),
  );
}

beforeAll(async () => {
  w = await makeWorld();
  const db = await getDb();
  // Both offices have been in the network since 2024, so 2025's months are theirs to be billed for.
  await db
    .update(companies)
    .set({ createdAt: new Date('2024-01-01T00:00:00Z') })
    .where(inArray(companies.id, [w.a.id, w.b.id]));
  // Alpha: 6% and £150 from January 2025, 8% and £200 from July. Beta: no terms at all.
  await db.insert(royaltyTerms).values([
    { companyId: w.a.id, startsOn: '2025-01-01', royaltyBasisPoints: 600, monthlyFeePence: 15_000 },
    { companyId: w.a.id, startsOn: '2025-07-01', royaltyBasisPoints: 800, monthlyFeePence: 20_000 },
  ]);
  // June: £120 paid with £20 VAT → £100 revenue, £60 regular and £40 deep cleaning.
  await paid(w.a.id, 'A-6', '2025-06-15T10:00:00Z', 12_000, 2_000, [
    ['regular', 6_000],
    ['deep', 4_000],
  ]);
  // July: £60 paid with £10 VAT → £50 revenue; the £55 line less a £5 discount.
  await paid(w.a.id, 'A-7', '2025-07-10T10:00:00Z', 6_000, 1_000, [['regular', 5_500]]);
  // Paid on 30 June at 23:30 UTC: 1 July in London, so July's.
  await paid(w.b.id, 'B-7', '2025-06-30T23:30:00Z', 1_200, 200, [['regular', 1_000]]);
});

const statementsOf = async (month: string) => {
  const db = await getDb();
  return db
    .select()
    .from(royaltyStatements)
    .where(and(eq(royaltyStatements.month, month), inArray(royaltyStatements.companyId, [w.a.id, w.b.id])));
};

describe('monthly royalty statements', () => {
  it('makes one statement per office for the month before, once, under two concurrent runs', async () => {
    const db = await getDb();
    const at = new Date('2025-07-01T06:00:00Z');
    await Promise.all([makeMonthlyStatements(db, at), makeMonthlyStatements(db, at)]);
    await makeMonthlyStatements(db, at);
    const june = await statementsOf('2025-06-01');
    expect(june).toHaveLength(2);
    const alpha = june.find((s) => s.companyId === w.a.id)!;
    expect(alpha).toMatchObject({
      version: 1,
      status: 'due',
      paidRevenuePence: 10_000,
      lines: [
        { service: 'deep', pence: 4_000 },
        { service: 'regular', pence: 6_000 },
      ],
      royaltyBasisPoints: 600,
      royaltyPence: 600,
      feePence: 15_000,
      vatPence: 3_120,
      totalPence: 18_720,
    });
    // No terms for Beta: a statement that says so, without figures, and the head office is told.
    const beta = june.find((s) => s.companyId === w.b.id)!;
    expect(beta).toMatchObject({ status: 'no-terms', royaltyPence: null, feePence: null, totalPence: null });
    const mails = await db
      .select()
      .from(mailOutbox)
      .where(inArray(mailOutbox.relatedId, [alpha.id, beta.id]));
    expect(mails.filter((m) => m.to === w.adminA.user.email && m.category === 'royalty-statement')).toHaveLength(1);
    expect(mails.find((m) => m.to === w.adminA.user.email)!.attachments.map((a) => a.kind)).toEqual([
      'royalty-pdf',
      'royalty-csv',
    ]);
    expect(mails.filter((m) => m.to === w.superAdmin.user.email && m.category === 'royalty-no-terms')).toHaveLength(1);
  });

  it('uses the terms in force in each month when they change mid-year', async () => {
    await makeMonthlyStatements(await getDb(), new Date('2025-08-01T06:00:00Z'));
    const july = await statementsOf('2025-07-01');
    expect(july.find((s) => s.companyId === w.a.id)).toMatchObject({
      paidRevenuePence: 5_000,
      lines: [
        { service: 'regular', pence: 5_500 },
        { service: 'adjustments', pence: -500 },
      ],
      royaltyBasisPoints: 800,
      royaltyPence: 400,
      feePence: 20_000,
      vatPence: 4_080,
      totalPence: 24_480,
    });
    expect(july.find((s) => s.companyId === w.b.id)).toMatchObject({ status: 'no-terms', paidRevenuePence: 1_000 });
  });

  it("keeps each office's statements to itself: another office's are 404", async () => {
    const [alpha] = (await statementsOf('2025-06-01')).filter((s) => s.companyId === w.a.id);
    const own = await send<Page>(list, w.adminB, {});
    expect(own.status).toBe(200);
    expect(own.body.data.every((s) => s.companyId === w.b.id)).toBe(true);
    expect(own.body.totalRecords).toBe(2);
    expect((await get(one, w.adminB, { id: alpha!.id })).status).toBe(404);
    expect((await get(pdf, w.adminB, { id: alpha!.id })).status).toBe(404);
    expect((await get(csv, w.adminB, { id: alpha!.id })).status).toBe(404);
    expect((await get(one, w.cleanerA, { id: alpha!.id })).status).toBe(403);
    const file = await pdf(
      new Request(`http://x/?id=${alpha!.id}`, { headers: { authorization: `Bearer ${w.adminA.token}` } }),
    );
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    const sheet = await csv(
      new Request(`http://x/?id=${alpha!.id}`, { headers: { authorization: `Bearer ${w.adminA.token}` } }),
    );
    expect(await sheet.text()).toContain('Total (£),187.20');
    const all = await send<Page>(list, w.superAdmin, { companyId: w.a.id });
    expect(all.body.totalRecords).toBe(2);
  });

  it('lets the head office alone mark a statement paid, once, with an audit entry', async () => {
    const [alpha] = (await statementsOf('2025-06-01')).filter((s) => s.companyId === w.a.id);
    const [beta] = (await statementsOf('2025-06-01')).filter((s) => s.companyId === w.b.id);
    expect((await send(markPaid, w.adminA, { id: alpha!.id })).status).toBe(403);
    const done = await send<Statement>(markPaid, w.superAdmin, { id: alpha!.id });
    expect(done.status).toBe(200);
    expect(done.body.status).toBe('paid');
    expect((await send(markPaid, w.superAdmin, { id: alpha!.id })).status).toBe(409);
    expect((await send(markPaid, w.superAdmin, { id: beta!.id })).status).toBe(409);
    const db = await getDb();
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.entityId, alpha!.id));
    expect(entry).toMatchObject({ entityType: 'royalty', actorId: w.superAdmin.user.id });
  });

  it('corrects a statement as a new version once terms are set, never editing the first', async () => {
    const db = await getDb();
    await db
      .insert(royaltyTerms)
      .values({ companyId: w.b.id, startsOn: '2025-06-01', royaltyBasisPoints: 500, monthlyFeePence: 10_000 });
    const [first] = (await statementsOf('2025-07-01')).filter((s) => s.companyId === w.b.id);
    const res = await send<Statement>(correct, w.superAdmin, { id: first!.id, note: 'Terms agreed in June' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      version: 2,
      status: 'due',
      royaltyPence: 50,
      feePence: 10_000,
      totalPence: 12_060,
    });
    const versions = (await statementsOf('2025-07-01')).filter((s) => s.companyId === w.b.id);
    expect(versions.map((v) => [v.version, v.status]).sort()).toEqual([
      [1, 'no-terms'],
      [2, 'due'],
    ]);
    const page = await send<Page>(list, w.adminB, {});
    expect(page.body.data.filter((s) => s.month === '2025-07-01').map((s) => s.version)).toEqual([2]);
    expect((await send(correct, w.adminB, { id: first!.id, note: 'x' })).status).toBe(403);
  });

  it('refuses terms that would change a past month', async () => {
    const past = await send<{ fieldErrors: Record<string, string[]> }>(terms, w.superAdmin, {
      companyId: w.a.id,
      startsOn: '2025-01',
      royaltyPercent: 7,
      monthlyFee: 100,
    });
    expect(past.status).toBe(400);
    expect(Object.keys(past.body.fieldErrors)).toEqual(['startsOn']);
    const future = await send(terms, w.superAdmin, {
      companyId: w.a.id,
      startsOn: '2099-01',
      royaltyPercent: 6.5,
      monthlyFee: 150,
    });
    expect(future.status).toBe(201);
    expect(future.body).toMatchObject({ royaltyBasisPoints: 650, monthlyFeePence: 15_000 });
    expect(
      (await send(terms, w.adminA, { companyId: w.a.id, startsOn: '2099-02', royaltyPercent: 1, monthlyFee: 1 }))
        .status,
    ).toBe(403);
  });
});
