import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { londonToday } from '@/lib/server/bookings/slots';
import { getDb } from '@/lib/server/db/client';
import { jobs, mailOutbox, priceRules, rotaShifts } from '@/lib/server/db/schema';
import { get, makeWorld, missingId, send, type World } from '@/tests/api/backoffice-world';
import { endpoint } from '@/tests/support/endpoint';

const listAudit = endpoint('GET /api/audit/auditlogs');
const bookingSlots = endpoint('GET /api/job/bookingslots');
const confirmBooking = endpoint('POST /api/job/confirmbooking');
const declineBooking = endpoint('POST /api/job/declinebooking');
const listJobs = endpoint('POST /api/job/jobs');
const moveBooking = endpoint('POST /api/job/movebooking');

type Job = {
  id: string;
  source: string;
  bookingStatus: string | null;
  scheduledDate: string | null;
  startTime: string | null;
  teamIds: string[];
};
type ErrorBody = { code: string; message: string };

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const DAY = addDays(londonToday(), 3);

/** Company A with both cleaners on the rota all day and house cleans needing a team of two. */
async function setUp(w: World) {
  const db = await getDb();
  await db.insert(rotaShifts).values(
    [w.cleanerA, w.cleanerA2].map((c) => ({
      companyId: w.a.id,
      cleanerId: c.user.id,
      date: DAY,
      startTime: '08:00',
      endTime: '18:00',
    })),
  );
  await db.insert(priceRules).values({
    companyId: w.a.id,
    service: 'house',
    teamSize: 2,
    rule: {
      shape: 'rooms',
      basePence: 4500,
      perBedroomPence: 1500,
      perBathroomPence: 1200,
      baseMinutes: 60,
      minutesPerBedroom: 20,
      minutesPerBathroom: 20,
    },
  });
}

async function onlineJob(
  w: World,
  startTime: string,
  bookingStatus: 'requested' | 'held' = 'requested',
  companyId = w.a.id,
) {
  const db = await getDb();
  const [row] = await db
    .insert(jobs)
    .values({
      companyId,
      title: `House clean ${startTime}`,
      clientId: companyId === w.a.id ? w.clientA.user.id : w.clientB.user.id,
      service: 'House Cleaning',
      scheduledDate: DAY,
      startTime,
      durationMinutes: 120,
      source: 'online',
      bookingStatus,
      pricePence: 10800,
      repeat: 'one-off',
    })
    .returning();
  return row!;
}

const confirm = (w: World, who: keyof World, id: string) =>
  send<Job & ErrorBody>(confirmBooking, w[who] as never, { id });
const move = (w: World, who: keyof World, id: string, date: string, startTime: string) =>
  send<Job & ErrorBody>(moveBooking, w[who] as never, { id, date, startTime });

describe('Online bookings in the office: confirm, move, decline', () => {
  it('confirms a requested booking when a team is free (it takes the slot), and refuses a second one for the same time with 409', async () => {
    const w = await makeWorld();
    await setUp(w);
    const first = await onlineJob(w, '10:00');
    const second = await onlineJob(w, '10:00');
    const ok = await confirm(w, 'adminA', first.id);
    expect(ok.status).toBe(200);
    expect(ok.body.bookingStatus).toBe('confirmed');
    expect(ok.body.teamIds.sort()).toEqual([w.cleanerA.user.id, w.cleanerA2.user.id].sort());
    expect((await confirm(w, 'adminA', first.id)).status).toBe(200);
    const taken = await confirm(w, 'adminA', second.id);
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('slot_taken');
    const db = await getDb();
    expect((await db.select().from(jobs).where(eq(jobs.id, second.id)))[0]!.bookingStatus).toBe('requested');
  });

  it('moves a booking to a free time (confirming it), refuses a taken one with 409, and offers only free starts', async () => {
    const w = await makeWorld();
    await setUp(w);
    const held = await onlineJob(w, '10:00', 'held');
    expect((await confirm(w, 'adminA', held.id)).body.teamIds).toHaveLength(2);
    const other = await onlineJob(w, '10:00');
    const taken = await move(w, 'adminA', other.id, DAY, '11:00');
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('slot_taken');
    const slots = await get<{ days: { date: string; times: string[] }[] }>(bookingSlots, w.adminA, {
      id: other.id,
      from: DAY,
      days: '1',
    });
    expect(slots.status).toBe(200);
    const times = slots.body.days[0]!.times;
    // 10:00-12:00 is taken, plus the 30-minute travel buffer either side; a 2-hour visit must end by 18:00.
    expect(times).not.toContain('11:00');
    expect(times).toContain('14:30');
    expect(times.at(-1)).toBe('16:00');
    const moved = await move(w, 'adminA', other.id, DAY, '14:30');
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ scheduledDate: DAY, startTime: '14:30', bookingStatus: 'confirmed' });
    expect(moved.body.teamIds).toHaveLength(2);
    // A booking moved within its own time does not clash with itself.
    expect((await move(w, 'adminA', other.id, DAY, '15:00')).status).toBe(200);
  });

  it('declines a booking: e-mails the customer, frees the slot, keeps the job as the record; all in the audit trail', async () => {
    const w = await makeWorld();
    await setUp(w);
    const first = await onlineJob(w, '09:00', 'held');
    await confirm(w, 'adminA', first.id);
    const waiting = await onlineJob(w, '09:00');
    const declined = await send<Job>(declineBooking, w.adminA, {
      id: first.id,
      reason: 'Our team is away that morning.',
    });
    expect(declined.status).toBe(200);
    expect(declined.body).toMatchObject({
      bookingStatus: 'declined',
      teamIds: [],
      scheduledDate: DAY,
      startTime: '09:00',
    });
    const db = await getDb();
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.relatedId, first.id));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: w.clientA.user.email, category: 'booking-declined', companyId: w.a.id });
    expect(mails[0]!.text).toContain('Our team is away that morning.');
    // Declining again sends nothing more; a declined booking cannot be confirmed or moved.
    expect((await send(declineBooking, w.adminA, { id: first.id })).status).toBe(200);
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.relatedId, first.id))).toHaveLength(1);
    expect((await confirm(w, 'adminA', first.id)).status).toBe(409);
    expect((await move(w, 'adminA', first.id, DAY, '12:00')).status).toBe(409);
    // The freed slot can be taken by the booking that was waiting for it.
    expect((await confirm(w, 'adminA', waiting.id)).status).toBe(200);
    const audit = await get<{ data: { action: string; entityId: string }[] }>(
      listAudit,
      w.adminA,
      { entityType: 'job' },
      'POST',
    );
    expect(
      audit.body.data
        .filter((e) => e.entityId === first.id)
        .map((e) => e.action)
        .sort(),
    ).toEqual(['confirm', 'decline']);
  });

  it('marks online jobs in the job list, which filters by source', async () => {
    const w = await makeWorld();
    const online = await onlineJob(w, '09:00');
    const db = await getDb();
    await db.insert(jobs).values({ companyId: w.a.id, title: 'Office job', scheduledDate: DAY });
    const all = await send<{ data: Job[] }>(listJobs, w.adminA, {});
    expect(all.body.data.find((j) => j.id === online.id)).toMatchObject({
      source: 'online',
      bookingStatus: 'requested',
    });
    const onlyOnline = await send<{ data: Job[] }>(listJobs, w.adminA, { source: 'online' });
    expect(onlyOnline.body.data.map((j) => j.id)).toEqual([online.id]);
    expect(
      (await send<{ data: Job[] }>(listJobs, w.adminA, { source: 'office' })).body.data.map((j) => j.source),
    ).toEqual(['office']);
    expect((await send(listJobs, w.adminA, { source: 'phone' })).status).toBe(400);
  });

  it("refuses other companies' bookings (403), missing ones (404), office jobs (409), wrong roles (403) and bad input (400)", async () => {
    const w = await makeWorld();
    const mine = await onlineJob(w, '09:00');
    const theirs = await onlineJob(w, '09:00', 'requested', w.b.id);
    const db = await getDb();
    const [office] = await db
      .insert(jobs)
      .values({ companyId: w.a.id, title: 'Office job', scheduledDate: DAY, startTime: '09:00' })
      .returning();
    expect((await confirm(w, 'adminA', theirs.id)).status).toBe(403);
    expect((await send(declineBooking, w.adminA, { id: theirs.id })).status).toBe(403);
    expect((await get(bookingSlots, w.adminA, { id: theirs.id, from: DAY })).status).toBe(403);
    expect((await confirm(w, 'adminA', missingId())).status).toBe(404);
    expect((await confirm(w, 'adminA', office!.id)).status).toBe(409);
    for (const who of ['cleanerA', 'clientA'] as const) {
      expect((await confirm(w, who, mine.id)).status).toBe(403);
      expect((await send(declineBooking, w[who], { id: mine.id })).status).toBe(403);
      expect((await move(w, who, mine.id, DAY, '10:00')).status).toBe(403);
    }
    expect((await move(w, 'adminA', mine.id, 'tomorrow', '25:00')).status).toBe(400);
    expect((await confirm(w, 'superAdmin', theirs.id)).status).not.toBe(403);
  });
});
