import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { users } from '@/lib/server/db/schema';
import { eq } from 'drizzle-orm';
import { makeWorld, send } from '@/tests/api/backoffice-world';
import { endpoint } from '@/tests/support/endpoint';

const listUsers = endpoint('POST /api/user/users');

type List = {
  data: { id: string; firstName: string; email: string; status: string }[];
  totalRecords: number;
  totalPages: number;
  counts: Record<string, number>;
};

describe('POST /api/user/users – search, sort and status counts for the users screen', () => {
  it('sorts by name both ways and keeps a stable order', async () => {
    const w = await makeWorld();
    const asc = await send<List>(listUsers, w.adminA, { sortBy: 'name', sortOrder: 'asc' });
    expect(asc.status).toBe(200);
    expect(asc.body.data.map((u) => u.firstName)).toEqual(['Ada', 'Clara', 'Cleo', 'Cole', 'Colin']);
    const desc = await send<List>(listUsers, w.adminA, { sortBy: 'name', sortOrder: 'desc' });
    expect(desc.body.data.map((u) => u.firstName)).toEqual(['Colin', 'Cole', 'Cleo', 'Clara', 'Ada']);
  });

  it('searches first name, last name, full name and email, case-insensitively, with wildcards escaped', async () => {
    const w = await makeWorld();
    expect((await send<List>(listUsers, w.adminA, { search: 'cLeO' })).body.data.map((u) => u.firstName)).toEqual([
      'Cleo',
    ]);
    expect((await send<List>(listUsers, w.adminA, { search: 'Cole Tester' })).body.totalRecords).toBe(1);
    expect((await send<List>(listUsers, w.adminA, { search: '%' })).body.totalRecords).toBe(0);
    // Another company's people are never found. (Not 'Bea': b, e and a are hex digits, and the factory's e-mail
    // addresses carry random hex, so one in a few hundred runs an address of company A matched it.)
    expect((await send<List>(listUsers, w.adminA, { search: 'Bill' })).body.totalRecords).toBe(0);
    expect((await send<List>(listUsers, w.adminB, { search: 'Bill' })).body.totalRecords).toBe(1);
  });

  it('counts each status for the tabs, whatever status is chosen, and pages the chosen one', async () => {
    const w = await makeWorld();
    const db = await getDb();
    await db.update(users).set({ status: 'banned' }).where(eq(users.id, w.cleanerA2.user.id));
    const banned = await send<List>(listUsers, w.adminA, { status: 'banned', pageSize: 10 });
    expect(banned.body.data.map((u) => u.status)).toEqual(['banned']);
    expect(banned.body.totalRecords).toBe(1);
    expect(banned.body.counts).toEqual({ all: 5, active: 4, pending: 0, banned: 1, rejected: 0 });
    const cleaners = await send<List>(listUsers, w.adminA, { role: 'Cleaner', pageSize: 1 });
    expect(cleaners.body.counts.all).toBe(2);
    expect(cleaners.body.totalPages).toBe(2);
  });

  it('refuses an unknown sort column or order with a field error', async () => {
    const w = await makeWorld();
    const res = await send<{ fieldErrors: Record<string, string[]> }>(listUsers, w.adminA, {
      sortBy: 'passwordHash',
      sortOrder: 'sideways',
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fieldErrors)).toEqual(expect.arrayContaining(['sortBy', 'sortOrder']));
  });
});
