import { describe, expect, it } from 'vitest';
import { get, makeWorld, send } from '@/tests/api/backoffice-world';
import { endpoint } from '@/tests/support/endpoint';

const listClock = endpoint('GET /api/clockinandout/clockinandouts');
const clockIn = endpoint('POST /api/clockinandout/createclockinandout');
const getClock = endpoint('GET /api/clockinandout/getclockinandoutbyid');
const clockOut = endpoint('PUT /api/clockinandout/updateclockinandout');

type Rec = {
  id: string;
  userId: string;
  userName: string;
  clockOut: string | null;
  flags: string[];
  clockInLocation: { latitude: number } | null;
};
type Page = { data: Rec[]; totalRecords: number; totalPages: number };

describe('ClockInAndOut: location flags, who is in now, search, sort and paging', () => {
  it('flags a record clocked without a position (refused or unavailable) and keeps the position when given', async () => {
    const w = await makeWorld();
    const withPlace = (await send<Rec>(clockIn, w.cleanerA, { location: { latitude: 51.5, longitude: -0.12 } })).body;
    expect(withPlace.flags).toEqual([]);
    expect(withPlace.clockInLocation?.latitude).toBe(51.5);
    const out = (await send<Rec>(clockOut, w.cleanerA, { id: withPlace.id, location: null }, 'PUT')).body;
    expect(out.flags).toEqual(['noLocationOut']);

    const without = await send<Rec>(clockIn, w.cleanerA2, { location: null });
    expect(without.status).toBe(201);
    expect(without.body.flags).toEqual(['noLocationIn']);
    expect((await get<Rec>(getClock, w.adminA, { id: without.body.id })).body.flags).toEqual(['noLocationIn']);
    const closed = (await send<Rec>(clockOut, w.cleanerA2, { id: without.body.id }, 'PUT')).body;
    expect(closed.flags).toEqual(['noLocationIn', 'noLocationOut']);
  });

  it('lists who is clocked in now (state=open) within the company only', async () => {
    const w = await makeWorld();
    const a = (await send<Rec>(clockIn, w.cleanerA, {})).body;
    const a2 = (await send<Rec>(clockIn, w.cleanerA2, {})).body;
    await send(clockOut, w.cleanerA2, { id: a2.id }, 'PUT');
    await send(clockIn, w.cleanerB, {});
    const open = (await get<Page>(listClock, w.adminA, { state: 'open' })).body;
    expect(open.data.map((r) => r.id)).toEqual([a.id]);
    const closed = (await get<Page>(listClock, w.adminA, { state: 'closed' })).body;
    expect(closed.data.map((r) => r.id)).toEqual([a2.id]);
    expect((await get<Page>(listClock, w.cleanerA2, { state: 'open' })).body.totalRecords).toBe(0);
    expect((await get<Page>(listClock, w.adminB, { state: 'open' })).body.totalRecords).toBe(1);
    expect((await get(listClock, w.adminA, { state: 'sometimes' })).status).toBe(400);
  });

  it('searches by name, sorts by name and pages when asked; rejects bad sort and page values', async () => {
    const w = await makeWorld();
    await send(clockIn, w.cleanerA, {});
    await send(clockIn, w.cleanerA2, {});
    const cole = (await get<Page>(listClock, w.adminA, { search: 'cole' })).body;
    expect(cole.data.map((r) => r.userName)).toEqual(['Cole Tester']);
    const sorted = (await get<Page>(listClock, w.adminA, { sortBy: 'userName', sortOrder: 'asc' })).body;
    expect(sorted.data.map((r) => r.userName)).toEqual(['Cleo Tester', 'Cole Tester']);
    const page2 = (
      await get<Page>(listClock, w.adminA, { sortBy: 'userName', sortOrder: 'asc', pageSize: '1', pageNumber: '2' })
    ).body;
    expect(page2).toMatchObject({ totalRecords: 2, totalPages: 2 });
    expect(page2.data.map((r) => r.userName)).toEqual(['Cole Tester']);
    expect((await get(listClock, w.adminA, { sortBy: 'password' })).status).toBe(400);
    expect((await get(listClock, w.adminA, { pageSize: '500' })).status).toBe(400);
    expect((await get(listClock, undefined, {})).status).toBe(401);
  });
});
