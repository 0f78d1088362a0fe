// The scheduled reads (runScheduledWork, as the in-process timer and /api/cron/run run it): due by the company's
// interval, conditional (ETag → 304), a change replaces the busy periods, a broken calendar keeps its last good ones
// and shows the error, and the office is told once after 24 hours of failures.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { availabilityBusy, availabilityCalendars, companies, mailOutbox } from '@/lib/server/db/schema';
import { runScheduledWork } from '@/lib/server/scheduler/service';
import { get, makeWorld, send, type World } from '@/tests/api/backoffice-world';
import { endpoint } from '@/tests/support/endpoint';
import { call } from '@/tests/support/http';
import { calendarServer, ics } from './calendar-server';

const SECRET = vi.hoisted(() => {
  process.env.AVAILABILITY_FETCH_ALLOW_LOOPBACK = 'true';
  process.env.CRON_SECRET = 'cron-secret-for-availability-tests';
  return process.env.CRON_SECRET;
});

const connect = endpoint('POST /api/availability/calendars');
const list = endpoint('GET /api/availability/calendars');
const cron = endpoint('POST /api/cron/run');

const MIN = 60_000;
const HOUR = 60 * MIN;
const at = (n: number, hour: number) => {
  const d = new Date();
  d.setUTCHours(hour, 0, 0, 0);
  return new Date(d.getTime() + n * 24 * HOUR);
};

type Calendars = { read: number; notModified: number; failed: number; failureNotices: number };
let w: World;
let host: Awaited<ReturnType<typeof calendarServer>>;
let calendarId = '';

const busyOf = async () => {
  const db = await getDb();
  return (await db.select().from(availabilityBusy).where(eq(availabilityBusy.calendarId, calendarId)))
    .map((b) => b.startsAt.toISOString())
    .sort();
};
const run = async (now: Date) => (await runScheduledWork(await getDb(), { now })).calendars as Calendars;

beforeAll(async () => {
  w = await makeWorld();
  host = await calendarServer();
  host.serve('/work.ics', { status: 200, etag: '"a"', body: ics('Second job', [[at(2, 9), at(2, 12)]]) });
  const res = await send<{ id: string }>(connect, w.cleanerA, { url: host.url('/work.ics') });
  expect(res.status).toBe(201);
  calendarId = res.body.id;
});
afterAll(() => host.close());

describe('scheduled calendar reads', () => {
  it('reads nothing before the interval, then asks with the ETag and gets 304', async () => {
    expect(await run(new Date(Date.now() + 5 * MIN))).toMatchObject({ read: 0, notModified: 0, failed: 0 });
    expect(await run(new Date(Date.now() + 15 * MIN))).toMatchObject({ notModified: 1 });
    const last = host.seen.at(-1)!;
    expect(last.headers['if-none-match']).toBe('"a"');
    expect(last.status).toBe(304);
    expect(await busyOf()).toEqual([at(2, 9).toISOString()]);
  });

  it('follows the company interval', async () => {
    const db = await getDb();
    await db.update(companies).set({ calendarRefreshMinutes: 60 }).where(eq(companies.id, w.a.id));
    expect(await run(new Date(Date.now() + 40 * MIN))).toMatchObject({ notModified: 0, read: 0 });
    expect(await run(new Date(Date.now() + 80 * MIN))).toMatchObject({ notModified: 1 });
    await db.update(companies).set({ calendarRefreshMinutes: 15 }).where(eq(companies.id, w.a.id));
  });

  it('replaces the busy periods when the calendar changes', async () => {
    host.serve('/work.ics', {
      status: 200,
      etag: '"b"',
      body: ics('Second job', [
        [at(3, 9), at(3, 12)],
        [at(4, 13), at(4, 14)],
      ]),
    });
    expect(await run(new Date(Date.now() + 100 * MIN))).toMatchObject({ read: 1 });
    expect(await busyOf()).toEqual([at(3, 9).toISOString(), at(4, 13).toISOString()]);
  });

  it('keeps the last good periods when the calendar breaks, shows the error, tells the office once after 24 h', async () => {
    host.serve('/work.ics', { status: 500, body: '' });
    const start = Date.now() + 120 * MIN;
    expect(await run(new Date(start))).toMatchObject({ failed: 1, failureNotices: 0 });
    expect(await busyOf()).toHaveLength(2);
    const listed = await get<{ data: { lastError: string }[] }>(list, w.cleanerA);
    expect(listed.body.data[0]!.lastError).toBe('server_error');

    host.serve('/work.ics', { status: 404, body: '' });
    expect(await run(new Date(start + 25 * HOUR))).toMatchObject({ failed: 1, failureNotices: 1 });
    expect(await run(new Date(start + 26 * HOUR))).toMatchObject({ failed: 1, failureNotices: 0 });
    const db = await getDb();
    const mails = await db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.category, 'availability-read-failing'), eq(mailOutbox.relatedId, calendarId)));
    expect(mails.map((m) => m.to)).toEqual([w.adminA.user.email]);
    expect(mails[0]!.text).not.toContain('work.ics');

    // A good read clears the error and the claim.
    host.serve('/work.ics', { status: 200, etag: '"c"', body: ics('Second job', [[at(5, 9), at(5, 10)]]) });
    expect(await run(new Date(start + 27 * HOUR))).toMatchObject({ read: 1 });
    const [row] = await db.select().from(availabilityCalendars).where(eq(availabilityCalendars.id, calendarId));
    expect(row).toMatchObject({ lastError: null, failingSince: null, failureNotifiedAt: null });
  });

  it('runs through /api/cron/run with the cron secret', async () => {
    const res = await call<{ calendars: Calendars }>(cron, {
      method: 'POST',
      headers: { authorization: `Bearer ${SECRET}` },
    });
    expect(res.status).toBe(200);
    expect(res.body.calendars).toMatchObject({ failed: 0 });
  });
});
