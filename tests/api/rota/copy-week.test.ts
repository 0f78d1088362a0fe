import { describe, expect, it } from 'vitest';
import { get, makeWorld, send, type World } from '@/tests/api/backoffice-world';
import { endpoint } from '@/tests/support/endpoint';

const createLeave = endpoint('POST /api/leavetaken/createleavetaken');
const updateLeave = endpoint('PUT /api/leavetaken/updateleavetaken');
const copyWeek = endpoint('POST /api/rota/copyweek');
const createRota = endpoint('POST /api/rota/createrota');
const listRotas = endpoint('GET /api/rota/rotas');

type Shift = { id: string; cleanerId: string; date: string; startTime: string; endTime: string; site: string };
const FROM = '2026-03-02';
const TO = '2026-03-09';
const plan = (w: World, cleanerId: string, date: string, startTime: string, endTime: string) =>
  send(createRota, w.adminA, { cleanerId, site: 'Norwich office', date, startTime, endTime });

describe('POST /api/Rota/CopyWeek', () => {
  it('copies last week into this week, skipping clashes with shifts and approved leave', async () => {
    const w = await makeWorld();
    const cleo = w.cleanerA.user.id;
    const cole = w.cleanerA2.user.id;
    await plan(w, cleo, '2026-03-02', '08:00', '12:00');
    await plan(w, cleo, '2026-03-04', '08:00', '12:00');
    await plan(w, cole, '2026-03-03', '13:00', '17:00');
    await plan(w, cole, '2026-03-08', '09:00', '10:00');
    // In the target week: Cleo already works Monday 10:00–11:00 (a clash); Cole is on approved leave on Tuesday.
    await plan(w, cleo, '2026-03-09', '10:00', '11:00');
    const leave = await send<{ id: string }>(createLeave, w.cleanerA2, {
      type: 'annual',
      startDate: '2026-03-10',
      endDate: '2026-03-10',
    });
    await send(updateLeave, w.adminA, { id: leave.body.id, status: 'approved' }, 'PUT');
    // Company B's shifts in the same week are not copied.
    await send(createRota, w.adminB, {
      cleanerId: w.cleanerB.user.id,
      site: 'Bristol',
      date: '2026-03-02',
      startTime: '08:00',
      endTime: '09:00',
    });

    const res = await send<{ created: number; skipped: number }>(copyWeek, w.adminA, {
      fromWeekStart: FROM,
      toWeekStart: TO,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ created: 2, skipped: 2 });
    const week = await get<{ data: Shift[] }>(listRotas, w.adminA, { startDate: TO, endDate: '2026-03-15' });
    expect(week.body.data.map((s) => `${s.cleanerId === cleo ? 'cleo' : 'cole'} ${s.date} ${s.startTime}`)).toEqual([
      'cleo 2026-03-09 10:00',
      'cleo 2026-03-11 08:00',
      'cole 2026-03-15 09:00',
    ]);
    expect(week.body.data.every((s) => s.site === 'Norwich office')).toBe(true);
    const b = await get<{ data: Shift[] }>(listRotas, w.adminB, { startDate: TO, endDate: '2026-03-15' });
    expect(b.body.data).toHaveLength(0);

    // Copying again creates nothing: every copy would overlap its twin.
    expect((await send(copyWeek, w.adminA, { fromWeekStart: FROM, toWeekStart: TO })).body).toMatchObject({
      created: 0,
      skipped: 4,
    });
  });

  it('is for administrators only, refuses other companies and bad weeks', async () => {
    const w = await makeWorld();
    expect((await send(copyWeek, undefined, { fromWeekStart: FROM, toWeekStart: TO })).status).toBe(401);
    expect((await send(copyWeek, w.cleanerA, { fromWeekStart: FROM, toWeekStart: TO })).status).toBe(403);
    expect((await send(copyWeek, w.clientA, { fromWeekStart: FROM, toWeekStart: TO })).status).toBe(403);
    expect((await send(copyWeek, w.adminA, { fromWeekStart: FROM, toWeekStart: TO, companyId: w.b.id })).status).toBe(
      403,
    );
    const notMonday = await send<{ fieldErrors: Record<string, string[]> }>(copyWeek, w.adminA, {
      fromWeekStart: '2026-03-03',
      toWeekStart: TO,
    });
    expect(notMonday.status).toBe(400);
    expect(notMonday.body.fieldErrors.fromWeekStart).toEqual(['Must be a Monday']);
    expect((await send(copyWeek, w.adminA, { fromWeekStart: TO, toWeekStart: TO })).status).toBe(400);
    expect((await send(copyWeek, w.adminA, { fromWeekStart: 'soon', toWeekStart: TO })).status).toBe(400);
    expect((await send(copyWeek, w.superAdmin, { fromWeekStart: FROM, toWeekStart: TO })).status).toBe(400);
    expect(
      (await send(copyWeek, w.superAdmin, { fromWeekStart: FROM, toWeekStart: TO, companyId: w.a.id })).body,
    ).toMatchObject({ created: 0, skipped: 0 });
  });
});
