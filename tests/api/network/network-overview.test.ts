// The network overview's figures against hand-computed ones on a small fixture: two offices over January and February
// 2025, with records just outside the period and of the kinds that must not count (drafts, cancelled visits, declined
// bookings, job applications, open clock records).
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { clockRecords, enquiries, invoices, jobRatings, jobs } from '@/lib/server/db/schema';
import type { NetworkOverview } from '@/lib/server/network/overview';
import { get, makeWorld, type World } from '@/tests/api/backoffice-world';
import { endpoint } from '@/tests/support/endpoint';

const overview = endpoint('GET /api/network/overview');
const csv = endpoint('GET /api/network/overview/csv');
const PERIOD = { period: 'custom', from: '2025-01-01', to: '2025-02-28' };

let w: World;

async function seed() {
  const db = await getDb();
  const A = w.a.id;
  const B = w.b.id;
  const invoice = (
    companyId: string,
    n: string,
    status: number,
    created: string,
    due: string,
    total: number,
    paid?: string,
  ) => ({
    companyId,
    invoiceNumber: n,
    status,
    createDate: new Date(created),
    dueDate: new Date(due),
    totalPence: total,
    subTotalPence: total,
    paidAt: paid ? new Date(paid) : null,
  });
  await db.insert(invoices).values([
    // Invoiced in January, paid in February: overdue at the end of January (due the 20th), not at the end of February.
    invoice(A, 'A1', 2, '2025-01-10T10:00:00Z', '2025-01-20T00:00:00Z', 12_000, '2025-02-05T10:00:00Z'),
    // Invoiced in January and never paid: overdue at both month ends.
    invoice(A, 'A2', 1, '2025-01-15T10:00:00Z', '2025-01-31T00:00:00Z', 5_000),
    // A draft is not revenue.
    invoice(A, 'A3', 0, '2025-02-01T10:00:00Z', '2025-02-10T00:00:00Z', 99_999),
    // Invoiced in December (outside), paid in January (inside).
    invoice(A, 'A4', 2, '2024-12-20T10:00:00Z', '2025-01-10T00:00:00Z', 3_000, '2025-01-02T10:00:00Z'),
    // Invoiced on 1 March at 00:30 UTC (London's 1 March): outside.
    invoice(A, 'A5', 1, '2025-03-01T00:30:00Z', '2025-03-30T00:00:00Z', 4_000),
    // Due after the period: not overdue at its end.
    invoice(B, 'B1', 1, '2025-02-10T10:00:00Z', '2025-03-10T00:00:00Z', 8_000),
  ]);
  const job = (companyId: string, stage: number, day: string, extra: Partial<typeof jobs.$inferInsert> = {}) => ({
    companyId,
    title: 'Clean',
    stage,
    scheduledDate: day,
    ...extra,
  });
  const [done] = await db
    .insert(jobs)
    .values([
      job(A, 3, '2025-01-20'),
      job(A, 3, '2025-02-03', { cancelledAt: new Date('2025-02-01T10:00:00Z') }),
      job(A, 1, '2025-02-04'),
      job(A, 3, '2025-03-02'),
      job(B, 3, '2025-02-15'),
      job(A, 1, '2025-02-20', {
        source: 'online',
        bookingStatus: 'confirmed',
        createdAt: new Date('2025-02-10T09:00:00Z'),
      }),
      job(A, 0, '2025-02-21', {
        source: 'online',
        bookingStatus: 'declined',
        createdAt: new Date('2025-02-11T09:00:00Z'),
      }),
    ])
    .returning();
  const [other] = await db
    .insert(jobs)
    .values(job(A, 1, '2025-02-01'))
    .returning();
  await db.insert(jobRatings).values([
    { jobId: done!.id, companyId: A, rating: 5, firstName: 'Ann', createdAt: new Date('2025-01-21T10:00:00Z') },
    { jobId: other!.id, companyId: A, rating: 2, firstName: 'Bob', createdAt: new Date('2025-02-02T10:00:00Z') },
  ]);
  const enquiry = (status: 'new' | 'converted', category: 'general' | 'career', at: string) => ({
    id: randomUUID(),
    companyId: A,
    name: 'Visitor',
    email: 'v@example.co.uk',
    phone: '01603 000000',
    address: '1 High St',
    postCode: 'NR1 1AA',
    messageDescription: 'Please call',
    status,
    category,
    createdAt: new Date(at),
  });
  await db
    .insert(enquiries)
    .values([
      enquiry('converted', 'general', '2025-01-05T10:00:00Z'),
      enquiry('new', 'general', '2025-01-06T10:00:00Z'),
      enquiry('new', 'career', '2025-01-07T10:00:00Z'),
    ]);
  await db.insert(clockRecords).values([
    {
      companyId: A,
      userId: w.cleanerA.user.id,
      clockIn: new Date('2025-01-10T09:00:00Z'),
      clockOut: new Date('2025-01-10T12:30:00Z'),
    },
    { companyId: A, userId: w.cleanerA2.user.id, clockIn: new Date('2025-01-11T09:00:00Z') },
    {
      companyId: B,
      userId: w.cleanerB.user.id,
      clockIn: new Date('2025-02-12T08:00:00Z'),
      clockOut: new Date('2025-02-12T10:00:00Z'),
    },
  ]);
}

beforeAll(async () => {
  w = await makeWorld();
  await seed();
});

const empty = {
  invoicedPence: 0,
  paidPence: 0,
  jobsCompleted: 0,
  onlineBookings: 0,
  enquiries: 0,
  enquiriesConverted: 0,
  ratingAverage: null,
  lowRatings: 0,
  overdueCount: 0,
  overduePence: 0,
  hoursWorked: 0,
};

describe('GET /api/network/overview', () => {
  it('gives each office and the network the hand-computed figures, with a monthly trend', async () => {
    const res = await get<NetworkOverview>(overview, w.superAdmin, PERIOD);
    expect(res.status).toBe(200);
    expect(res.body.months).toEqual(['2025-01', '2025-02']);
    const alpha = res.body.offices.find((o) => o.id === w.a.id)!;
    const beta = res.body.offices.find((o) => o.id === w.b.id)!;
    expect(alpha.figures).toEqual({
      ...empty,
      invoicedPence: 17_000,
      paidPence: 15_000,
      jobsCompleted: 1,
      onlineBookings: 1,
      enquiries: 2,
      enquiriesConverted: 1,
      ratingAverage: 3.5,
      lowRatings: 1,
      overdueCount: 1,
      overduePence: 5_000,
      hoursWorked: 3.5,
    });
    expect(alpha.trend).toEqual([
      {
        ...empty,
        invoicedPence: 17_000,
        paidPence: 3_000,
        jobsCompleted: 1,
        enquiries: 2,
        enquiriesConverted: 1,
        ratingAverage: 5,
        overdueCount: 2,
        overduePence: 17_000,
        hoursWorked: 3.5,
      },
      {
        ...empty,
        paidPence: 12_000,
        onlineBookings: 1,
        ratingAverage: 2,
        lowRatings: 1,
        overdueCount: 1,
        overduePence: 5_000,
      },
    ]);
    expect(beta.figures).toEqual({ ...empty, invoicedPence: 8_000, jobsCompleted: 1, hoursWorked: 2 });
    // Every company of this database is one of the world's (and the Super Administrator's has none).
    expect(res.body.network.figures).toEqual({
      ...empty,
      invoicedPence: 25_000,
      paidPence: 15_000,
      jobsCompleted: 2,
      onlineBookings: 1,
      enquiries: 2,
      enquiriesConverted: 1,
      ratingAverage: 3.5,
      lowRatings: 1,
      overdueCount: 1,
      overduePence: 5_000,
      hoursWorked: 5.5,
    });
  });

  it('shows zeros for a period with no data', async () => {
    const res = await get<NetworkOverview>(overview, w.superAdmin, {
      period: 'custom',
      from: '2020-03-01',
      to: '2020-03-31',
    });
    expect(res.status).toBe(200);
    expect(res.body.network.figures).toEqual(empty);
    expect(res.body.offices.every((o) => o.trend.length === 1)).toBe(true);
  });

  it('refuses a custom period ending before it starts or longer than three years, naming the field', async () => {
    const reversed = await get<{ fieldErrors: Record<string, string[]> }>(overview, w.superAdmin, {
      period: 'custom',
      from: '2025-02-01',
      to: '2025-01-31',
    });
    expect(reversed.status).toBe(400);
    expect(reversed.body.fieldErrors.to).toEqual(['End date must be on or after the start date']);
    const long = await get<{ fieldErrors: Record<string, string[]> }>(overview, w.superAdmin, {
      period: 'custom',
      from: '2021-01-01',
      to: '2024-01-01',
    });
    expect(long.status).toBe(400);
    expect(long.body.fieldErrors.to).toEqual(['A period may be at most 3 years']);
    const justThree = await get(overview, w.superAdmin, { period: 'custom', from: '2021-01-01', to: '2023-12-31' });
    expect(justThree.status).toBe(200);
  });

  it('answers the named periods', async () => {
    for (const period of ['month', 'lastMonth', 'quarter', 'year']) {
      const res = await get<NetworkOverview>(overview, w.superAdmin, { period });
      expect(res.status).toBe(200);
      expect(res.body.period.from <= res.body.period.to).toBe(true);
    }
  });

  it('is for Super Administrators only', async () => {
    expect((await get(overview, w.adminA, PERIOD)).status).toBe(403);
    expect((await get(csv, w.adminB, PERIOD)).status).toBe(403);
    expect((await get(overview, w.cleanerA, PERIOD)).status).toBe(403);
    expect((await get(overview, undefined, PERIOD)).status).toBe(401);
  });

  it('exports the same figures as CSV', async () => {
    const res = await csv(
      new Request(`http://x/?${new URLSearchParams(PERIOD)}`, {
        headers: { authorization: `Bearer ${w.superAdmin.token}` },
      }),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const text = await res.text();
    expect(text).toContain('Alpha Cleaning,2025-01-01 to 2025-02-28,170.00,150.00,1,1,2,1,3.5,1,1,50.00,3.5');
    expect(text).toContain('Whole network,2025-02,80.00,120.00,1,1,0,0,2,1,1,50.00,2');
  });
});
