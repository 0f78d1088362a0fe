// Conflicts (issue 37): a busy period arriving over a booked visit or a rota shift shows for the office with the
// cleaner, the job and the time; the administrators get one e-mail per conflict, not one per read; it clears when
// either side moves.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { londonInstant } from '@/lib/availability/busy-days';
import { addDays, londonToday } from '@/lib/server/bookings/slots';
import { getDb } from '@/lib/server/db/client';
import { mailOutbox } from '@/lib/server/db/schema';
import { runScheduledWork } from '@/lib/server/scheduler/service';
import { get, makeWorld, send, type World } from '@/tests/api/backoffice-world';
import { endpoint } from '@/tests/support/endpoint';
import { calendarServer, ics } from './calendar-server';

vi.hoisted(() => {
  process.env.AVAILABILITY_FETCH_ALLOW_LOOPBACK = 'true';
});

const connect = endpoint('POST /api/availability/calendars');
const conflicts = endpoint('GET /api/availability/conflicts');
const createJob = endpoint('POST /api/job/createjob');
const updateJob = endpoint('PUT /api/job/updatejob');
const createRota = endpoint('POST /api/rota/createrota');

type Conflict = {
  kind: string;
  cleanerName: string;
  jobTitle: string | null;
  date: string;
  startTime: string;
  endTime: string;
  busyFrom: string;
  busyTo: string;
};

const date = addDays(londonToday(), 3);
const MIN = 60_000;
let w: World;
let host: Awaited<ReturnType<typeof calendarServer>>;
let jobId = '';
let minutes = 16;

const listed = async (who = w.adminA) => {
  const res = await get<{ data: Conflict[] }>(conflicts, who);
  expect(res.status).toBe(200);
  return res.body.data;
};
const run = async () => runScheduledWork(await getDb(), { now: new Date(Date.now() + (minutes += 16) * MIN) });
const conflictMails = async () =>
  (await getDb())
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.category, 'availability-conflict'), eq(mailOutbox.companyId, w.a.id)));

beforeAll(async () => {
  w = await makeWorld();
  host = await calendarServer();
  host.serve('/cleo.ics', { status: 200, body: ics('Cleo', []) });
  host.serve('/cole.ics', {
    status: 200,
    body: ics('Cole', [[londonInstant(date, '11:00'), londonInstant(date, '15:00')]]),
  });
  const job = await send<{ id: string }>(createJob, w.adminA, {
    title: 'Spring clean',
    userClientId: w.clientA.user.id,
    teamIds: [w.cleanerA.user.id],
    scheduledDate: date,
    startTime: '10:00',
    durationMinutes: 60,
  });
  expect(job.status).toBe(201);
  jobId = job.body.id;
  expect((await send(connect, w.cleanerA, { url: host.url('/cleo.ics') })).status).toBe(201);
});
afterAll(() => host.close());

describe('conflicts between busy time and booked work', () => {
  it('shows none while the calendar is clear', async () => {
    expect(await listed()).toEqual([]);
  });

  it('shows a busy period arriving over a booked visit, and mails the administrators once', async () => {
    host.serve('/cleo.ics', {
      status: 200,
      body: ics('Cleo', [[londonInstant(date, '10:30'), londonInstant(date, '11:30')]]),
    });
    await run();
    expect(await listed()).toEqual([
      expect.objectContaining({
        kind: 'job',
        cleanerName: 'Cleo Tester',
        jobTitle: 'Spring clean',
        date,
        startTime: '10:00',
        endTime: '11:00',
        busyFrom: '10:30',
        busyTo: '11:00',
      }),
    ]);
    await run();
    await run();
    const mails = await conflictMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe(w.adminA.user.email);
    expect(mails[0]!.text).toContain('Cleo Tester');
    // The other company and the cleaners see nothing of it.
    expect(await listed(w.adminB)).toEqual([]);
    expect((await get(conflicts, w.cleanerA)).status).toBe(403);
  });

  it('clears when the job moves, and when the calendar event moves', async () => {
    expect((await send(updateJob, w.adminA, { id: jobId, startTime: '14:00' }, 'PUT')).status).toBe(200);
    expect(await listed()).toEqual([]);
    expect((await send(updateJob, w.adminA, { id: jobId, startTime: '10:00' }, 'PUT')).status).toBe(200);
    expect(await listed()).toHaveLength(1);
    host.serve('/cleo.ics', {
      status: 200,
      body: ics('Cleo', [[londonInstant(date, '16:00'), londonInstant(date, '17:00')]]),
    });
    await run();
    expect(await listed()).toEqual([]);
  });

  it('catches a rota shift too, with a mail of its own', async () => {
    const shift = await send(createRota, w.adminA, {
      cleanerId: w.cleanerA2.user.id,
      site: 'Head office',
      date,
      startTime: '08:00',
      endTime: '12:00',
    });
    expect(shift.status).toBe(201);
    expect((await send(connect, w.cleanerA2, { url: host.url('/cole.ics') })).status).toBe(201);
    expect(await listed()).toEqual([
      expect.objectContaining({ kind: 'shift', cleanerName: 'Cole Tester', busyFrom: '11:00', busyTo: '12:00' }),
    ]);
    const before = (await conflictMails()).length;
    await run();
    await run();
    expect(await conflictMails()).toHaveLength(before + 1);
  });
});
