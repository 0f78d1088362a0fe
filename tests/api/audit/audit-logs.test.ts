import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { auditLog } from '@/lib/server/db/schema';
import { get, makeWorld, send, type World } from '@/tests/api/backoffice-world';
import { endpoint } from '@/tests/support/endpoint';

const auditLogs = endpoint('GET /api/audit/auditlogs');
const updateCompany = endpoint('PUT /api/company/updatecompany');
const approveTimesheet = endpoint('PUT /api/timesheet/approve');
const createUser = endpoint('POST /api/user/createuser');
const deleteUser = endpoint('POST /api/user/deleteuser');
const updateUser = endpoint('PUT /api/user/updateuser');
const createInvoice = endpoint('POST /api/invoice/createinvoice');
const updateInvoice = endpoint('PUT /api/invoice/updateinvoice');
const createLeave = endpoint('POST /api/leavetaken/createleavetaken');
const updateLeave = endpoint('PUT /api/leavetaken/updateleavetaken');

type Entry = {
  action: string;
  entityType: string;
  entityId: string;
  actorName: string;
  actorId: string | null;
  summary: string;
  companyId: string | null;
  changes: Record<string, [unknown, unknown]> | null;
};
type Page = { data: Entry[]; totalRecords: number; totalPages: number };

let w: World;
beforeAll(async () => {
  w = await makeWorld();
});

const trail = (who: World['adminA'], query: Record<string, string> = {}) => get<Page>(auditLogs, who, query);

describe('audit trail recording', () => {
  it('records who created, changed and deleted a user, with before and after but never a password', async () => {
    const created = await send<{ id: string }>(
      createUser,
      w.adminA,
      {
        email: 'newbie@example.test',
        firstName: 'Nia',
        lastName: 'Newbie',
        role: 'Cleaner',
        password: 'Long-Walks-By-The-Broads-9',
      },
      'POST',
    );
    expect(created.status).toBe(201);
    const id = created.body.id;
    expect((await send(updateUser, w.adminA, { id, role: 'Client', city: 'Diss' }, 'PUT')).status).toBe(200);
    expect((await send(deleteUser, w.adminA, { id }, 'POST')).status).toBe(200);
    const res = await trail(w.adminA, { entityId: id, sortOrder: 'asc' });
    expect(res.status).toBe(200);
    expect(res.body.data.map((e) => e.action)).toEqual(['create', 'update', 'delete']);
    expect(res.body.data[0]).toMatchObject({ entityType: 'user', actorId: w.adminA.user.id, companyId: w.a.id });
    expect(res.body.data[1]!.changes).toMatchObject({ role: ['Cleaner', 'Client'], city: [null, 'Diss'] });
    expect(JSON.stringify(res.body)).not.toMatch(/password|Long-Walks/i);
  });

  it('records invoices, timesheet approvals, leave decisions and company settings', async () => {
    const invoice = await send<{ id: string }>(
      createInvoice,
      w.adminA,
      { clientId: w.clientA.user.id, items: [{ title: 'Deep clean', quantity: 1, price: 120 }] },
      'POST',
    );
    expect(invoice.status).toBe(201);
    expect((await send(updateInvoice, w.adminA, { id: invoice.body.id, status: 1 }, 'PUT')).status).toBe(200);
    expect(
      (
        await send(
          approveTimesheet,
          w.adminA,
          {
            userId: w.cleanerA.user.id,
            startDate: '2026-11-02',
            endDate: '2026-11-08',
            approvedHours: 37.5,
            notes: 'Paper timesheet: the clock app was down',
          },
          'PUT',
        )
      ).status,
    ).toBe(200);
    const leave = await send<{ id: string }>(
      createLeave,
      w.cleanerA,
      { startDate: '2026-12-21', endDate: '2026-12-23', type: 'annual' },
      'POST',
    );
    expect(leave.status).toBe(201);
    expect((await send(updateLeave, w.adminA, { id: leave.body.id, status: 'approved' }, 'PUT')).status).toBe(200);
    expect((await send(updateCompany, w.adminA, { id: w.a.id, currencySymbol: '€' }, 'PUT')).status).toBe(200);

    const all = await trail(w.adminA, { pageSize: '100' });
    const kinds = all.body.data.map((e) => `${e.entityType}:${e.action}`);
    expect(kinds).toEqual(
      expect.arrayContaining([
        'invoice:create',
        'invoice:update',
        'timesheet:create',
        'leave:approved',
        'company:update',
      ]),
    );
    const settings = all.body.data.find((e) => e.entityType === 'company')!;
    expect(settings.changes).toMatchObject({ currencySymbol: ['£', '€'] });
    // A cleaner requesting leave is not an administrative change; the decision is.
    expect(kinds.filter((k) => k.startsWith('leave:'))).toEqual(['leave:approved']);
  });
});

describe('GET /api/audit/auditLogs', () => {
  it('pages, searches and sorts: { data, totalRecords, totalPages }', async () => {
    const res = await trail(w.adminA, { pageNumber: '1', pageSize: '2', sortBy: 'createdAt', sortOrder: 'desc' });
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(2);
    expect(res.body.totalPages).toBe(Math.ceil(res.body.totalRecords / 2));
    const times = res.body.data.map((e) => (e as unknown as { createdAt: string }).createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const found = await trail(w.adminA, { search: 'newbie@example' });
    expect(found.body.totalRecords).toBeGreaterThan(0);
    expect(found.body.data.every((e) => /newbie@example/i.test(e.summary))).toBe(true);
    const byType = await trail(w.adminA, { entityType: 'invoice' });
    expect(byType.body.data.every((e) => e.entityType === 'invoice')).toBe(true);
  });

  it("keeps each company's trail to its own Administrators; Super Administrators see every company", async () => {
    const b = await trail(w.adminB, { pageSize: '100' });
    expect(b.status).toBe(200);
    expect(b.body.data.every((e) => e.companyId === w.b.id)).toBe(true);
    const all = await trail(w.superAdmin, { pageSize: '100' });
    expect(all.body.data.some((e) => e.companyId === w.a.id)).toBe(true);
  });

  it('answers 401 without a session, 403 to Cleaners and Clients, 400 for bad parameters', async () => {
    expect((await trail(undefined as unknown as World['adminA'])).status).toBe(401);
    expect((await trail(w.cleanerA)).status).toBe(403);
    expect((await trail(w.clientA)).status).toBe(403);
    expect((await trail(w.adminA, { sortBy: 'password' })).status).toBe(400);
    expect((await trail(w.adminA, { pageSize: '1000' })).status).toBe(400);
  });

  it('is never editable: the database refuses UPDATE and DELETE on the trail', async () => {
    const db = await getDb();
    const [entry] = await db.select().from(auditLog).limit(1);
    await expect(db.update(auditLog).set({ summary: 'rewritten' }).where(eq(auditLog.id, entry!.id))).rejects.toThrow();
    await expect(db.delete(auditLog).where(eq(auditLog.id, entry!.id))).rejects.toThrow();
    const [after] = await db.select().from(auditLog).where(eq(auditLog.id, entry!.id));
    expect(after!.summary).toBe(entry!.summary);
    const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
    expect(n).toBeGreaterThan(0);
  });
});
