import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { clockRecords, enquiries, invoices, jobs, leaves, rotaShifts } from '@/lib/server/db/schema';
import { londonToday } from '@/lib/server/overview/service';
import { get, makeWorld, type World } from '@/tests/api/backoffice-world';
import { randomUUID } from 'node:crypto';
import { endpoint } from '@/tests/support/endpoint';

const overview = endpoint('GET /api/dashboard/overview');

const DAY = 86_400_000;

async function seed(w: World) {
  const db = await getDb();
  const enquiry = (companyId: string, status: 'new' | 'contacted' | 'closed') => ({
    id: randomUUID(),
    companyId,
    name: 'Visitor',
    email: 'v@example.co.uk',
    phone: '01603 000000',
    address: '1 High St',
    postCode: 'NR1 1AA',
    messageDescription: 'Please call',
    status,
  });
  await db
    .insert(enquiries)
    .values([enquiry(w.a.id, 'new'), enquiry(w.a.id, 'contacted'), enquiry(w.a.id, 'closed'), enquiry(w.b.id, 'new')]);
  const [job] = await db
    .insert(jobs)
    .values([
      {
        companyId: w.a.id,
        title: 'Kitchen deep clean',
        clientId: w.clientA.user.id,
        assigneeId: w.cleanerA.user.id,
        stage: 1,
      },
      { companyId: w.a.id, title: 'End of tenancy', clientId: w.clientA.user.id, stage: 3 },
      { companyId: w.b.id, title: 'Office', stage: 0 },
    ])
    .returning();
  const now = Date.now();
  const invoice = (companyId: string, n: string, status: number, due: number, pence: number) => ({
    companyId,
    clientId: companyId === w.a.id ? w.clientA.user.id : w.clientB.user.id,
    invoiceNumber: n,
    status,
    dueDate: new Date(now + due),
    totalPence: pence,
    subTotalPence: pence,
  });
  await db
    .insert(invoices)
    .values([
      invoice(w.a.id, 'INV-1', 1, 5 * DAY, 10_000),
      invoice(w.a.id, 'INV-2', 1, -2 * DAY, 2_550),
      invoice(w.a.id, 'INV-3', 2, -9 * DAY, 99_999),
      invoice(w.a.id, 'INV-4', 0, 9 * DAY, 77_700),
      invoice(w.b.id, 'INV-5', 1, -1 * DAY, 50_000),
    ]);
  await db
    .insert(clockRecords)
    .values([{ companyId: w.a.id, userId: w.cleanerA.user.id, clockIn: new Date(now - 3_600_000) }]);
  await db.insert(leaves).values([
    {
      companyId: w.a.id,
      userId: w.cleanerA2.user.id,
      type: 'annual',
      startDate: '2030-01-01',
      endDate: '2030-01-02',
    },
  ]);
  await db.insert(rotaShifts).values([
    {
      companyId: w.a.id,
      cleanerId: w.cleanerA.user.id,
      jobId: job!.id,
      date: londonToday(),
      startTime: '09:00',
      endTime: '12:00',
    },
  ]);
}

type Admin = {
  role: 'admin';
  openEnquiries: number;
  jobsByStage: number[];
  unpaid: { count: number; totalPence: number };
  overdue: { count: number; totalPence: number };
  clockedIn: { name: string }[];
  leaveAwaiting: number;
  currencySymbol: string;
};

describe('GET /api/dashboard/overview', () => {
  it('gives the office its own company’s figures only', async () => {
    const w = await makeWorld();
    await seed(w);
    const res = await get<Admin>(overview, w.adminA);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      role: 'admin',
      currencySymbol: '£',
      openEnquiries: 2,
      jobsByStage: [0, 1, 0, 1],
      unpaid: { count: 2, totalPence: 12_550 },
      overdue: { count: 1, totalPence: 2_550 },
      leaveAwaiting: 1,
    });
    expect(res.body.clockedIn.map((c) => c.name)).toEqual(['Cleo Tester']);
  });

  it('gives a Super Administrator every company', async () => {
    const w = await makeWorld();
    await seed(w);
    const res = await get<Admin>(overview, w.superAdmin);
    expect(res.body.openEnquiries).toBeGreaterThanOrEqual(3);
    expect(res.body.overdue.count).toBeGreaterThanOrEqual(2);
  });

  it('gives a Cleaner today’s shifts and their open jobs', async () => {
    const w = await makeWorld();
    await seed(w);
    const res = await get<{
      role: string;
      shifts: { jobTitle: string; startTime: string }[];
      jobs: { title: string }[];
      clockedInSince: string | null;
    }>(overview, w.cleanerA);
    expect(res.body.role).toBe('cleaner');
    expect(res.body.shifts).toEqual([expect.objectContaining({ jobTitle: 'Kitchen deep clean', startTime: '09:00' })]);
    expect(res.body.jobs.map((j) => j.title)).toEqual(['Kitchen deep clean']);
    expect(res.body.clockedInSince).not.toBeNull();
  });

  it('gives a Client their home: visits to come, the last ones done, and only their sent, unpaid invoices', async () => {
    const w = await makeWorld();
    await seed(w);
    type Home = {
      role: string;
      upcoming: { title: string; blocked: string | null }[];
      lastVisits: { title: string }[];
      estimatesWaiting: unknown[];
      invoicesDue: { invoiceNumber: string; overdue: boolean }[];
      totalDuePence: number;
    };
    const res = await get<Home>(overview, w.clientA);
    expect(res.body.role).toBe('client');
    // The open job has no date yet: listed, for the office to arrange.
    expect(res.body.upcoming).toEqual([
      expect.objectContaining({ title: 'Kitchen deep clean', blocked: 'unscheduled' }),
    ]);
    expect(res.body.lastVisits.map((j) => j.title)).toEqual(['End of tenancy']);
    expect(res.body.estimatesWaiting).toEqual([]);
    expect(res.body.invoicesDue).toEqual([
      expect.objectContaining({ invoiceNumber: 'INV-2', overdue: true }),
      expect.objectContaining({ invoiceNumber: 'INV-1', overdue: false }),
    ]);
    expect(res.body.totalDuePence).toBe(12_550);
  });

  it('answers 401 to a visitor', async () => {
    expect((await get(overview, undefined)).status).toBe(401);
  });
});
