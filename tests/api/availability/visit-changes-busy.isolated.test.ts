// The Client's reschedule and "book again" (issue 29) read the same engine: a cleaner's own busy time is not offered,
// and asking for it anyway is 409 slot_taken with fresh times.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { londonInstant } from '@/lib/availability/busy-days';
import { get, makeWorld, send, type World } from '@/tests/api/backoffice-world';
import { day, shifts, visit } from '@/tests/api/visits/visit-support';
import { endpoint } from '@/tests/support/endpoint';
import { calendarServer, ics } from './calendar-server';

vi.hoisted(() => {
  process.env.AVAILABILITY_FETCH_ALLOW_LOOPBACK = 'true';
});

const connect = endpoint('POST /api/availability/calendars');
const slots = endpoint('GET /api/visit/slots');
const reschedule = endpoint('POST /api/visit/reschedule');
const bookAgain = endpoint('POST /api/visit/request');

type Slots = { days: { date: string; times: string[] }[] };
let w: World;
let host: Awaited<ReturnType<typeof calendarServer>>;
let jobId = '';

beforeAll(async () => {
  w = await makeWorld();
  host = await calendarServer();
  host.serve('/gym.ics', {
    status: 200,
    body: ics('Gym', [[londonInstant(day(5), '14:00'), londonInstant(day(5), '15:00')]]),
  });
  await shifts(w, [w.cleanerA], [day(5)]);
  jobId = (await visit(w, day(5))).id;
  expect((await send(connect, w.cleanerA, { url: host.url('/gym.ics') })).status).toBe(201);
});
afterAll(() => host.close());

describe("a cleaner's busy time in the Client's visit changes", () => {
  it('is not offered for a reschedule, and moving there is 409 slot_taken with fresh times', async () => {
    const offered = await get<Slots>(slots, w.clientA, { jobId, from: day(5), days: '1' });
    expect(offered.status).toBe(200);
    const times = offered.body.days[0]!.times;
    expect(times).toEqual(expect.arrayContaining(['08:00', '10:00', '16:00']));
    for (const gone of ['12:00', '13:00', '14:00', '15:00']) expect(times).not.toContain(gone);
    const res = await send<{ code: string; slots: Slots }>(reschedule, w.clientA, {
      jobId,
      date: day(5),
      startTime: '14:00',
    });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('slot_taken');
    expect(res.body.slots.days.find((d) => d.date === day(5))!.times).not.toContain('14:00');
  });

  it('is refused for "book again" too', async () => {
    const res = await send<{ code: string }>(bookAgain, w.clientA, {
      id: randomUUID(),
      jobId,
      date: day(5),
      startTime: '14:00',
    });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('slot_taken');
  });
});
