import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { auditLog, jobs, jobTeam, mailOutbox } from '@/lib/server/db/schema';
import { get, makeWorld, send } from '@/tests/api/backoffice-world';
import { day, shifts, visit } from './visit-support';
import { endpoint } from '@/tests/support/endpoint';

const reschedule = endpoint('POST /api/visit/reschedule');
const slots = endpoint('GET /api/visit/slots');

type Slots = { durationMinutes: number; teamSize: number; days: { date: string; times: string[] }[] };
type Moved = { moved: { id: string; date: string; startTime: string; team: string[] }[] };
type Taken = { code: string; message: string; slots: Slots };

const teamOf = async (jobId: string) =>
  (
    await (
      await getDb()
    )
      .select({ id: jobTeam.userId })
      .from(jobTeam)
      .where(eq(jobTeam.jobId, jobId))
      .orderBy(jobTeam.position)
  ).map((r) => r.id);

describe('GET /api/visit/slots and POST /api/visit/reschedule', () => {
  it('offers the engine’s free times without counting the visit against itself, and moves it there with its team', async () => {
    const w = await makeWorld();
    await shifts(w, [w.cleanerA], [day(3), day(5)]);
    const v = await visit(w, day(5));
    const offered = await get<Slots>(slots, w.clientA, { jobId: v.id, from: day(5), days: '1' });
    expect(offered.status).toBe(200);
    // 10:00-12:00 is the visit's own time: still offered, as is 10:30, which overlaps it.
    expect(offered.body.days[0]!.times).toEqual(expect.arrayContaining(['08:00', '10:00', '10:30', '16:00']));
    expect(offered.body).toMatchObject({ durationMinutes: 120, teamSize: 1 });

    const res = await send<Moved>(reschedule, w.clientA, { jobId: v.id, date: day(5), startTime: '10:30' });
    expect(res.status).toBe(200);
    expect(res.body.moved).toEqual([{ id: v.id, date: day(5), startTime: '10:30', team: ['Cleo Tester'] }]);
    const db = await getDb();
    const [row] = await db.select().from(jobs).where(eq(jobs.id, v.id));
    expect(row).toMatchObject({ scheduledDate: day(5), startTime: '10:30' });
    expect(await teamOf(v.id)).toEqual([w.cleanerA.user.id]);
    const mails = await db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.relatedId, v.id), eq(mailOutbox.category, 'visit-rescheduled')));
    expect(mails.map((m) => m.to).sort()).toEqual([w.adminA.user.email, w.clientA.user.email].sort());
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, v.id), eq(auditLog.entityType, 'job')));
    expect(audit).toMatchObject({ action: 'update', actorId: w.clientA.user.id });
    expect(audit!.summary).toContain('Client moved Weekly house clean');
  });

  it('answers 409 slot_taken with the week’s fresh slots when the time is taken, and changes nothing', async () => {
    const w = await makeWorld();
    await shifts(w, [w.cleanerA], [day(3), day(6)]);
    const v = await visit(w, day(6));
    await visit(w, day(3), { client: w.clientA2, title: 'Someone else' });
    const res = await send<Taken>(reschedule, w.clientA, { jobId: v.id, date: day(3), startTime: '10:00' });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('slot_taken');
    const fresh = res.body.slots.days.find((d) => d.date === day(3))!;
    // The other visit (10:00-12:00) and the 30-minute travel buffer around it are busy: a two-hour visit fits from 12:30.
    expect(fresh.times[0]).toBe('12:30');
    expect(fresh.times).not.toContain('10:00');
    expect(res.body.slots.days).toHaveLength(7);
    const [row] = await (await getDb()).select().from(jobs).where(eq(jobs.id, v.id));
    expect(row).toMatchObject({ scheduledDate: day(6), startTime: '10:00' });
  });

  it('gives the visit a free team when its own is busy then (the engine’s pick)', async () => {
    const w = await makeWorld();
    await shifts(w, [w.cleanerA, w.cleanerA2], [day(4)]);
    await shifts(w, [w.cleanerA], [day(8)]);
    const v = await visit(w, day(8));
    await visit(w, day(4), { client: w.clientA2, title: 'Cleo is busy', team: [w.cleanerA] });
    const res = await send<Moved>(reschedule, w.clientA, { jobId: v.id, date: day(4), startTime: '10:00' });
    expect(res.status).toBe(200);
    expect(res.body.moved[0]!.team).toEqual(['Cole Tester']);
    expect(await teamOf(v.id)).toEqual([w.cleanerA2.user.id]);
    const [row] = await (await getDb()).select().from(jobs).where(eq(jobs.id, v.id));
    expect(row!.assigneeId).toBe(w.cleanerA2.user.id);
  });

  it('moves the rest of a series by the same number of days, leaving earlier visits alone', async () => {
    const w = await makeWorld();
    const seriesId = randomUUID();
    await shifts(w, [w.cleanerA], [day(2), day(3), day(9), day(10), day(16), day(17)]);
    const earlier = await visit(w, day(2), { seriesId });
    const first = await visit(w, day(9), { seriesId });
    const second = await visit(w, day(16), { seriesId });
    const offered = await get<Slots>(slots, w.clientA, { jobId: first.id, from: day(10), days: '1', scope: 'series' });
    expect(offered.body.days[0]!.times).toContain('11:00');
    const res = await send<Moved>(reschedule, w.clientA, {
      jobId: first.id,
      scope: 'series',
      date: day(10),
      startTime: '11:00',
    });
    expect(res.status).toBe(200);
    expect(res.body.moved.map((m) => [m.id, m.date, m.startTime])).toEqual([
      [first.id, day(10), '11:00'],
      [second.id, day(17), '11:00'],
    ]);
    const db = await getDb();
    const [untouched] = await db.select().from(jobs).where(eq(jobs.id, earlier.id));
    expect(untouched).toMatchObject({ scheduledDate: day(2), startTime: '10:00' });
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.relatedId, first.id));
    expect(mails[0]!.text).toContain('2 visits of "Weekly house clean" have moved');
  });

  it('refuses the whole series when one of its new times is taken', async () => {
    const w = await makeWorld();
    const seriesId = randomUUID();
    await shifts(w, [w.cleanerA], [day(9), day(10), day(16), day(17)]);
    const first = await visit(w, day(9), { seriesId });
    await visit(w, day(16), { seriesId });
    await visit(w, day(17), { client: w.clientA2, title: 'Busy' });
    const res = await send<Taken & { date: string }>(reschedule, w.clientA, {
      jobId: first.id,
      scope: 'series',
      date: day(10),
      startTime: '10:00',
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'slot_taken', date: day(17) });
    const [row] = await (await getDb()).select().from(jobs).where(eq(jobs.id, first.id));
    expect(row!.scheduledDate).toBe(day(9));
  });

  it('gives the last free team to one of two Clients moving into it at once; the other gets 409 with fresh slots', async () => {
    const w = await makeWorld();
    await shifts(w, [w.cleanerA], [day(3), day(6), day(7)]);
    const mine = await visit(w, day(6));
    const theirs = await visit(w, day(7), { client: w.clientA2 });
    const [a, b] = await Promise.all([
      send<Moved | Taken>(reschedule, w.clientA, { jobId: mine.id, date: day(3), startTime: '10:00' }),
      send<Moved | Taken>(reschedule, w.clientA2, { jobId: theirs.id, date: day(3), startTime: '10:00' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const loser = (a.status === 409 ? a : b).body as Taken;
    expect(loser.code).toBe('slot_taken');
    const rows = await (
      await getDb()
    )
      .select()
      .from(jobs)
      .where(eq(jobs.scheduledDate, day(3)));
    expect(rows.filter((r) => r.id === mine.id || r.id === theirs.id)).toHaveLength(1);
  });

  it('refuses a visit already started, with the reason', async () => {
    const w = await makeWorld();
    await shifts(w, [w.cleanerA], [day(3)]);
    const v = await visit(w, day(3), { stage: 2 });
    const res = await send<{ code: string; reason: string }>(reschedule, w.clientA, {
      jobId: v.id,
      date: day(3),
      startTime: '12:00',
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'visit_locked', reason: 'visit.started' });
    expect((await get(slots, w.clientA, { jobId: v.id, from: day(3) })).status).toBe(409);
  });

  it('refuses a day outside the bookable window with a field error', async () => {
    const w = await makeWorld();
    const v = await visit(w, day(3));
    const res = await send<{ fieldErrors: Record<string, string[]> }>(reschedule, w.clientA, {
      jobId: v.id,
      date: day(0),
      startTime: '12:00',
    });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors.date).toEqual(['Choose a day from tomorrow']);
    expect((await send(reschedule, w.clientA, { jobId: v.id, date: 'soon', startTime: '25:00' })).status).toBe(400);
  });

  it('is the visit’s own Client’s alone: another Client or company gets 404, staff 403, a visitor 401', async () => {
    const w = await makeWorld();
    await shifts(w, [w.cleanerA], [day(3)]);
    const v = await visit(w, day(3));
    const body = { jobId: v.id, date: day(3), startTime: '12:00' };
    expect((await send(reschedule, w.clientA2, body)).status).toBe(404);
    expect((await send(reschedule, w.clientB, body)).status).toBe(404);
    expect((await get(slots, w.clientB, { jobId: v.id, from: day(3) })).status).toBe(404);
    expect((await send(reschedule, w.adminA, body)).status).toBe(403);
    expect((await send(reschedule, w.cleanerA, body)).status).toBe(403);
    expect((await send(reschedule, undefined, body)).status).toBe(401);
    const [row] = await (await getDb()).select().from(jobs).where(eq(jobs.id, v.id));
    expect(row!.startTime).toBe('10:00');
  });
});
