import { describe, expect, it } from 'vitest';
import { get, makeWorld, missingId, send, type World } from '@/tests/api/backoffice-world';
import { endpoint } from '@/tests/support/endpoint';

const createAlt = endpoint('POST /api/rota/create');
const createRota = endpoint('POST /api/rota/createrota');
const deleteRota = endpoint('DELETE /api/rota/delete');
const details = endpoint('GET /api/rota/details');
const listRotas = endpoint('GET /api/rota/rotas');
const updateRota = endpoint('PUT /api/rota/updaterota');

type Shift = { id: string; cleanerName: string; date: string; startTime: string; endTime: string };
const shift = (w: World, extra: Record<string, unknown> = {}) => ({
  cleanerId: w.cleanerA.user.id,
  site: 'Norwich office',
  date: '2026-03-02',
  startTime: '08:00',
  endTime: '12:00',
  ...extra,
});

describe('Rota', () => {
  it('creates shifts (both paths), lists them by date range, and shows a Cleaner only their own', async () => {
    const w = await makeWorld();
    const res = await send<Shift>(createRota, w.adminA, shift(w));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ cleanerName: 'Cleo Tester', startTime: '08:00', endTime: '12:00' });
    expect((await send(createAlt, w.adminA, shift(w, { cleanerId: w.cleanerA2.user.id }))).status).toBe(201);
    expect((await send(createRota, w.adminA, shift(w, { date: '2026-04-01' }))).status).toBe(201);
    const march = await get<{ data: Shift[] }>(listRotas, w.adminA, { startDate: '2026-03-01', endDate: '2026-03-31' });
    expect(march.body.data).toHaveLength(2);
    const mine = await get<{ data: Shift[] }>(listRotas, w.cleanerA, {});
    expect(mine.body.data.map((s) => s.date)).toEqual(['2026-03-02', '2026-04-01']);
    expect((await get(details, w.cleanerA2, { id: res.body.id })).status).toBe(403);
    expect((await get(details, w.cleanerA, { id: res.body.id })).status).toBe(200);
    expect((await get(listRotas, w.clientA, {})).status).toBe(403);
  });

  it('answers 400 for end before start or no job/site, 409 for an overlapping shift, 403 across companies', async () => {
    const w = await makeWorld();
    const first = (await send<Shift>(createRota, w.adminA, shift(w))).body;
    expect((await send(createRota, w.adminA, shift(w, { startTime: '12:00', endTime: '09:00' }))).status).toBe(400);
    expect((await send(createRota, w.adminA, shift(w, { site: null }))).status).toBe(400);
    expect((await send(createRota, w.adminA, shift(w, { startTime: '11:00', endTime: '13:00' }))).status).toBe(409);
    expect((await send(createRota, w.adminA, shift(w, { startTime: '12:00', endTime: '13:00' }))).status).toBe(201);
    expect((await send(createRota, w.adminB, shift(w))).status).toBe(403);
    expect((await send(createRota, w.cleanerA, shift(w))).status).toBe(403);
    expect((await send(updateRota, w.adminB, { id: first.id, notes: 'x' }, 'PUT')).status).toBe(403);
    expect((await send(updateRota, w.adminA, { id: first.id, endTime: '07:00' }, 'PUT')).status).toBe(400);
    expect((await send<Shift>(updateRota, w.adminA, { id: first.id, endTime: '11:30' }, 'PUT')).body.endTime).toBe(
      '11:30',
    );
    expect((await send(updateRota, w.adminA, { id: missingId(), notes: 'x' }, 'PUT')).status).toBe(404);
    expect((await get(deleteRota, w.cleanerA, { id: first.id }, 'DELETE')).status).toBe(403);
    expect((await get(deleteRota, w.adminA, { id: first.id }, 'DELETE')).status).toBe(200);
  });
});
