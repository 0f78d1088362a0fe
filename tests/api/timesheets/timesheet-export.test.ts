import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { clockRecords } from '@/lib/server/db/schema';
import { get, makeWorld, send } from '@/tests/api/backoffice-world';
import { createUser } from '@/tests/support/factories';
import { endpoint } from '@/tests/support/endpoint';

const createRota = endpoint('POST /api/rota/createrota');
const approve = endpoint('PUT /api/timesheet/approve');
const exportCsv = endpoint('GET /api/timesheet/export');
const listTimesheets = endpoint('POST /api/timesheet/timesheets');

const period = { startDate: '2026-03-02', endDate: '2026-03-04' };

/** Calls the export in-process and keeps the raw bytes (Response.text() would drop the byte-order mark). */
async function csv(query: Record<string, string>, who: Parameters<typeof get>[1]) {
  const url = new URL('/api/timesheet/export', 'http://localhost');
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  const res = await exportCsv(new Request(url, { headers: who ? { authorization: `Bearer ${who.token}` } : {} }), {
    params: Promise.resolve({}),
  });
  const bytes = new Uint8Array(await res.arrayBuffer());
  return {
    status: res.status,
    headers: res.headers,
    bytes,
    body: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes),
  };
}

describe('Timesheets: search, sort and the payroll CSV', () => {
  it('searches and sorts the cleaners of a period by name', async () => {
    const w = await makeWorld();
    const byName = await send<{ data: { userName: string }[]; totalPages: number }>(listTimesheets, w.adminA, {
      ...period,
      sortBy: 'name',
      sortOrder: 'desc',
    });
    expect(byName.body.data.map((s) => s.userName)).toEqual(['Cole Tester', 'Cleo Tester']);
    expect(byName.body.totalPages).toBe(1);
    const cole = await send<{ data: { userName: string }[] }>(listTimesheets, w.adminA, { ...period, search: 'cole' });
    expect(cole.body.data.map((s) => s.userName)).toEqual(['Cole Tester']);
    expect((await send(listTimesheets, w.adminA, { ...period, sortBy: 'hours' })).status).toBe(400);
  });

  it('exports one row per cleaner per day of the approved timesheets, with totals, as UTF-8 CSV with UK dates', async () => {
    const w = await makeWorld();
    await send(createRota, w.adminA, {
      cleanerId: w.cleanerA.user.id,
      site: 'HQ',
      date: '2026-03-02',
      startTime: '08:00',
      endTime: '12:30',
    });
    await (await getDb()).insert(clockRecords).values([
      {
        companyId: w.a.id,
        userId: w.cleanerA.user.id,
        clockIn: new Date('2026-03-02T08:05:00Z'),
        clockOut: new Date('2026-03-02T12:35:00Z'),
      },
      {
        companyId: w.a.id,
        userId: w.cleanerA.user.id,
        clockIn: new Date('2026-03-04T09:00:00Z'),
        clockOut: new Date('2026-03-04T10:15:00Z'),
      },
      {
        companyId: w.a.id,
        userId: w.cleanerA2.user.id,
        clockIn: new Date('2026-03-03T09:00:00Z'),
        clockOut: new Date('2026-03-03T10:00:00Z'),
      },
    ]);
    expect(
      (
        await send(
          approve,
          w.adminA,
          { ...period, userId: w.cleanerA.user.id, approvedHours: 5.5, notes: 'Checked' },
          'PUT',
        )
      ).status,
    ).toBe(200);

    const res = await csv(period, w.adminA);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toContain('timesheets-2026-03-02-to-2026-03-04.csv');
    expect([...res.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = res.body;
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.slice(1).split('\r\n');
    expect(lines).toEqual([
      'Cleaner,Date,Planned hours,Worked hours,Approved hours,Notes',
      'Cleo Tester,02/03/2026,4.50,4.50,,',
      'Cleo Tester,03/03/2026,0.00,0.00,,',
      'Cleo Tester,04/03/2026,0.00,1.25,,',
      'Cleo Tester total,02/03/2026 to 04/03/2026,4.50,5.75,5.50,Checked',
      '',
    ]);
    // Only approved timesheets of exactly this period; other companies see none of it.
    expect(
      (await csv({ startDate: '2026-03-02', endDate: '2026-03-05' }, w.adminA)).body.slice(1).split('\r\n'),
    ).toHaveLength(2);
    expect((await csv(period, w.adminB)).body).not.toContain('Cleo');
  });

  it('neutralises formulas and quotes fields; refuses Cleaners, Clients, anonymous callers and bad periods', async () => {
    const w = await makeWorld();
    const odd = await createUser('Cleaner', { companyId: w.a.id, firstName: '=cmd', lastName: 'Quote "Q", Jr' });
    await send(approve, w.adminA, { ...period, userId: odd.user.id, approvedHours: 0 }, 'PUT');
    const text = (await csv(period, w.adminA)).body;
    expect(text).toContain(`"'=cmd Quote ""Q"", Jr",02/03/2026`);
    expect((await csv(period, w.cleanerA)).status).toBe(403);
    expect((await csv(period, w.clientA)).status).toBe(403);
    expect((await csv(period, undefined)).status).toBe(401);
    expect((await csv({ startDate: '2026-03-04', endDate: '2026-03-02' }, w.adminA)).status).toBe(400);
    expect((await csv({ startDate: '2026-01-01', endDate: '2026-06-01' }, w.adminA)).status).toBe(400);
  });
});
