import { describe, expect, it } from 'vitest';
import { get, makeWorld, missingId, send } from '@/tests/api/backoffice-world';
import { endpoint } from '@/tests/support/endpoint';

const listClock = endpoint('GET /api/clockinandout/clockinandouts');
const clockIn = endpoint('POST /api/clockinandout/createclockinandout');
const getClock = endpoint('GET /api/clockinandout/getclockinandoutbyid');
const clockOut = endpoint('PUT /api/clockinandout/updateclockinandout');
const createJob = endpoint('POST /api/job/createjob');

type Record_ = { id: string; userId: string; clockIn: string; clockOut: string | null; workedMinutes: number | null };

describe('ClockInAndOut', () => {
  it('clocks a Cleaner in once (second is 409), out after in, and lists their own', async () => {
    const w = await makeWorld();
    const jobId = (
      await send<{ id: string }>(createJob, w.adminA, {
        title: 'Gym',
        userClientId: w.clientA.user.id,
        userAssigneeId: w.cleanerA.user.id,
      })
    ).body.id;
    const inRes = await send<Record_>(clockIn, w.cleanerA, { jobId, location: { latitude: 52.6, longitude: 1.2 } });
    expect(inRes.status).toBe(201);
    expect((await send(clockIn, w.cleanerA, {})).status).toBe(409);
    const out = await send<Record_>(clockOut, w.cleanerA, { id: inRes.body.id }, 'PUT');
    expect(out.status).toBe(200);
    expect(out.body.clockOut).toBeTruthy();
    expect((await send(clockOut, w.cleanerA, { id: inRes.body.id }, 'PUT')).status).toBe(409);
    expect((await send(clockIn, w.cleanerA, {})).status).toBe(201);
    const today = new Date().toISOString().slice(0, 10);
    expect(
      (await get<{ totalRecords: number }>(listClock, w.cleanerA, { startDate: today, endDate: today })).body
        .totalRecords,
    ).toBe(2);
    expect((await get<{ totalRecords: number }>(listClock, w.adminA, {})).body.totalRecords).toBe(2);
    expect((await get<{ totalRecords: number }>(listClock, w.clientA, {})).body.totalRecords).toBe(1);
    expect((await get<{ totalRecords: number }>(listClock, w.adminB, {})).body.totalRecords).toBe(0);
    expect((await get<{ totalRecords: number }>(listClock, w.cleanerA2, {})).body.totalRecords).toBe(0);
  });

  it('lets any cleaner on the job’s team clock in against it, and refuses one who is not (403)', async () => {
    const w = await makeWorld();
    const team = (
      await send<{ id: string }>(createJob, w.adminA, {
        title: 'Office',
        userClientId: w.clientA.user.id,
        userAssigneeId: w.cleanerA.user.id,
        teamIds: [w.cleanerA.user.id, w.cleanerA2.user.id],
      })
    ).body.id;
    const solo = (
      await send<{ id: string }>(createJob, w.adminA, {
        title: 'House',
        userClientId: w.clientA.user.id,
        userAssigneeId: w.cleanerA.user.id,
      })
    ).body.id;
    expect((await send(clockIn, w.cleanerA2, { jobId: solo })).status).toBe(403);
    expect((await send(clockIn, w.cleanerA2, { jobId: team })).status).toBe(201);
  });

  it('refuses other people’s records (403), times before clock-in (400), Clients clocking in (403), missing (404)', async () => {
    const w = await makeWorld();
    const rec = (await send<Record_>(clockIn, w.cleanerA, {})).body;
    expect((await send(clockOut, w.cleanerA2, { id: rec.id }, 'PUT')).status).toBe(403);
    expect((await send(clockOut, w.adminB, { id: rec.id }, 'PUT')).status).toBe(403);
    expect((await get(getClock, w.cleanerA2, { id: rec.id })).status).toBe(403);
    expect((await send(clockOut, w.cleanerA, { id: rec.id, clockOut: '2020-01-01T00:00:00Z' }, 'PUT')).status).toBe(
      403,
    );
    expect((await send(clockOut, w.adminA, { id: rec.id, clockOut: '2020-01-01T00:00:00Z' }, 'PUT')).status).toBe(400);
    expect((await send(clockIn, w.clientA, {})).status).toBe(403);
    expect((await send(clockIn, w.cleanerA2, { userId: w.cleanerA.user.id })).status).toBe(403);
    expect((await send(clockIn, w.adminA, { userId: w.cleanerB.user.id })).status).toBe(403);
    expect((await get(getClock, w.adminA, { id: missingId() })).status).toBe(404);
    expect((await get(listClock, w.adminA, { startDate: '2026-02-01', endDate: '2026-01-01' })).status).toBe(400);
  });
});
