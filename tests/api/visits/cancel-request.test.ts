import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import {
  auditLog,
  clockRecords,
  companies,
  enquiries,
  invoiceItems,
  invoices,
  jobs,
  mailOutbox,
} from '@/lib/server/db/schema';
import { get, makeWorld, send } from '@/tests/api/backoffice-world';
import { day, hoursFromNow, shifts, visit } from './visit-support';
import { endpoint } from '@/tests/support/endpoint';

const cancel = endpoint('POST /api/visit/cancel');
const request = endpoint('POST /api/visit/request');
const slots = endpoint('GET /api/visit/slots');
const overview = endpoint('GET /api/dashboard/overview');

type Cancelled = { id: string; feePence: number; invoiceId: string | null };
type Slots = { days: { date: string; times: string[] }[] };

describe('POST /api/visit/cancel', () => {
  it('is free outside the notice: the visit is kept as cancelled, frees its slot, mails both sides, and is audited', async () => {
    const w = await makeWorld();
    await shifts(w, [w.cleanerA], [day(4)]);
    const v = await visit(w, day(4));
    const other = await visit(w, day(9), { title: 'Another visit' });
    const before = await get<Slots>(slots, w.clientA, { jobId: other.id, from: day(4), days: '1', scope: 'again' });
    expect(before.body.days[0]!.times).not.toContain('10:00');

    const res = await send<Cancelled>(cancel, w.clientA, { jobId: v.id, confirmFeePence: 0 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: v.id, feePence: 0, invoiceId: null });
    const db = await getDb();
    const [row] = await db.select().from(jobs).where(eq(jobs.id, v.id));
    expect(row!.cancelledAt).not.toBeNull();
    expect(row!.cancellationFeePence).toBe(0);
    expect(row!.cancelledById).toBe(w.clientA.user.id);
    const after = await get<Slots>(slots, w.clientA, { jobId: other.id, from: day(4), days: '1', scope: 'again' });
    expect(after.body.days[0]!.times).toContain('10:00');
    const mails = await db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.relatedId, v.id), eq(mailOutbox.category, 'visit-cancelled')));
    expect(mails.map((m) => m.to).sort()).toEqual([w.adminA.user.email, w.clientA.user.email].sort());
    expect(mails.find((m) => m.to === w.clientA.user.email)!.text).toContain('There is no charge.');
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, v.id), eq(auditLog.entityType, 'job')));
    expect(audit!.summary).toContain('within the free notice');
    // Gone from the home's upcoming visits; a second cancel is refused.
    const home = await get<{ upcoming: { id: string }[] }>(overview, w.clientA);
    expect(home.body.upcoming.map((u) => u.id)).toEqual([other.id]);
    expect((await send(cancel, w.clientA, { jobId: v.id, confirmFeePence: 0 })).body).toMatchObject({
      reason: 'visit.cancelled',
    });
  });

  it('inside the notice asks to confirm the company’s fee, then records it on the visit and drafts an invoice', async () => {
    const w = await makeWorld();
    const db = await getDb();
    await db
      .update(companies)
      .set({ cancellationFeePence: 2500, email: 'office@alpha.test' })
      .where(eq(companies.id, w.a.id));
    const soon = hoursFromNow(5);
    const v = await visit(w, soon.date, { startTime: soon.startTime });
    const home = await get<{ upcoming: { id: string; insideNotice: boolean; feePence: number }[] }>(
      overview,
      w.clientA,
    );
    expect(home.body.upcoming.find((u) => u.id === v.id)).toMatchObject({ insideNotice: true, feePence: 2500 });

    const unconfirmed = await send<{ code: string; feePence: number; insideNotice: boolean }>(cancel, w.clientA, {
      jobId: v.id,
      confirmFeePence: 0,
    });
    expect(unconfirmed.status).toBe(409);
    expect(unconfirmed.body).toMatchObject({ code: 'fee_changed', feePence: 2500, insideNotice: true });
    expect((await db.select().from(jobs).where(eq(jobs.id, v.id)))[0]!.cancelledAt).toBeNull();

    const res = await send<Cancelled>(cancel, w.clientA, { jobId: v.id, confirmFeePence: 2500 });
    expect(res.status).toBe(200);
    expect(res.body.feePence).toBe(2500);
    const [row] = await db.select().from(jobs).where(eq(jobs.id, v.id));
    expect(row!.cancellationFeePence).toBe(2500);
    const [invoice] = await db.select().from(invoices).where(eq(invoices.id, res.body.invoiceId!));
    expect(invoice).toMatchObject({
      status: 0,
      jobId: v.id,
      clientId: w.clientA.user.id,
      totalPence: 2500,
      companyId: w.a.id,
    });
    const [line] = await db.select().from(invoiceItems).where(eq(invoiceItems.invoiceId, invoice!.id));
    expect(line).toMatchObject({ title: 'Late cancellation fee', totalPence: 2500 });
    const mails = await db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.relatedId, v.id), eq(mailOutbox.category, 'visit-cancelled')));
    expect(mails.map((m) => m.to).sort()).toEqual(['office@alpha.test', w.clientA.user.email].sort());
    expect(mails.find((m) => m.to === 'office@alpha.test')!.text).toContain(
      `Draft invoice ${invoice!.invoiceNumber} holds the fee`,
    );
  });

  it('refuses a visit already started (stage beyond Pending, clocked in, or its time passed), with the reason', async () => {
    const w = await makeWorld();
    const db = await getDb();
    const started = await visit(w, day(3), { stage: 2 });
    const clocked = await visit(w, day(3), { startTime: '14:00' });
    await db
      .insert(clockRecords)
      .values({ companyId: w.a.id, userId: w.cleanerA.user.id, jobId: clocked.id, clockIn: new Date() });
    const passed = await visit(w, day(-1));
    for (const [v, reason] of [
      [started, 'visit.started'],
      [clocked, 'visit.clockedIn'],
      [passed, 'visit.passed'],
    ] as const) {
      const res = await send<{ code: string; reason: string; message: string }>(cancel, w.clientA, {
        jobId: v.id,
        confirmFeePence: 0,
      });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ code: 'visit_locked', reason });
      expect(res.body.message).toMatch(/can no longer be moved or cancelled/);
    }
  });

  it('is the visit’s own Client’s alone', async () => {
    const w = await makeWorld();
    const v = await visit(w, day(3));
    expect((await send(cancel, w.clientA2, { jobId: v.id, confirmFeePence: 0 })).status).toBe(404);
    expect((await send(cancel, w.clientB, { jobId: v.id, confirmFeePence: 0 })).status).toBe(404);
    expect((await send(cancel, w.adminA, { jobId: v.id, confirmFeePence: 0 })).status).toBe(403);
    expect((await send(cancel, w.clientA, { jobId: v.id })).status).toBe(400);
    expect((await (await getDb()).select().from(jobs).where(eq(jobs.id, v.id)))[0]!.cancelledAt).toBeNull();
  });
});

describe('POST /api/visit/request', () => {
  it('books another visit like this one as a requested online booking with an inbox notice; a retry is the same request', async () => {
    const w = await makeWorld();
    await shifts(w, [w.cleanerA], [day(6)]);
    const v = await visit(w, day(-7), { stage: 3 });
    const id = randomUUID();
    const body = { id, jobId: v.id, date: day(6), startTime: '09:00', notes: 'Key under the mat' };
    const res = await send<{ jobId: string; status: string }>(request, w.clientA, body);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ jobId: id, status: 'requested' });
    const db = await getDb();
    const [job] = await db.select().from(jobs).where(eq(jobs.id, id));
    expect(job).toMatchObject({
      companyId: w.a.id,
      clientId: w.clientA.user.id,
      title: 'Weekly house clean',
      service: 'House Cleaning',
      location: v.location,
      scheduledDate: day(6),
      startTime: '09:00',
      durationMinutes: 120,
      source: 'online',
      bookingStatus: 'requested',
      assigneeId: null,
    });
    const [notice] = await db.select().from(enquiries).where(eq(enquiries.id, id));
    expect(notice).toMatchObject({ category: 'booking', jobId: id, companyId: w.a.id, email: w.clientA.user.email });
    expect(notice!.messageDescription).toContain('Key under the mat');
    expect(
      await db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.relatedId, id), eq(mailOutbox.category, 'visit-requested'))),
    ).toHaveLength(2);
    expect((await send(request, w.clientA, body)).status).toBe(200);
    expect(await db.select().from(jobs).where(eq(jobs.id, id))).toHaveLength(1);
  });

  it('answers 409 with fresh slots for a time nobody is free, and 404 for someone else’s visit', async () => {
    const w = await makeWorld();
    await shifts(w, [w.cleanerA], [day(6)], '08:00', '12:00');
    const v = await visit(w, day(3));
    const res = await send<{ code: string; slots: Slots }>(request, w.clientA, {
      id: randomUUID(),
      jobId: v.id,
      date: day(6),
      startTime: '14:00',
    });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('slot_taken');
    expect(res.body.slots.days.find((d) => d.date === day(6))!.times).toEqual([
      '08:00',
      '08:30',
      '09:00',
      '09:30',
      '10:00',
    ]);
    expect(
      (await send(request, w.clientB, { id: randomUUID(), jobId: v.id, date: day(6), startTime: '09:00' })).status,
    ).toBe(404);
  });
});
