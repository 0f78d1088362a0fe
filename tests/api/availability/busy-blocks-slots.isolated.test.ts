// Busy means unavailable (issue 37): a cleaner's calendar takes their time out of online booking's slots (with the
// travel buffer), out of the candidates for a job and into the rota's warnings; removing the calendar frees it at
// once; a booking of a time that became busy meanwhile is 409 slot_taken with fresh slots.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { londonInstant } from '@/lib/availability/busy-days';
import { get, send } from '@/tests/api/backoffice-world';
import { api, bookBody, bookingWorld, day, houseInput } from '@/tests/api/bookings/booking-world';
import { endpoint } from '@/tests/support/endpoint';
import { createUser } from '@/tests/support/factories';
import { call } from '@/tests/support/http';
import { calendarServer, ics } from './calendar-server';

vi.hoisted(() => {
  process.env.AVAILABILITY_FETCH_ALLOW_LOOPBACK = 'true';
});

const connect = endpoint('POST /api/availability/calendars');
const remove = endpoint('DELETE /api/availability/calendars');
const createJob = endpoint('POST /api/job/createjob');
const candidates = endpoint('GET /api/Job/GetCandidates/{id}');
const clashes = endpoint('GET /api/Rota/Clashes');

let host: Awaited<ReturnType<typeof calendarServer>>;
beforeAll(async () => {
  host = await calendarServer();
  // Noon to one on day 3, London time.
  host.serve('/dentist.ics', {
    status: 200,
    body: ics('Family', [[londonInstant(day(3), '12:00'), londonInstant(day(3), '13:00')]]),
  });
});
afterAll(() => host.close());

const timesOn = async (date: string) => {
  const res = await api.slots({ ...houseInput(), from: date, days: 1 });
  expect(res.status).toBe(200);
  return res.body.days[0]!.times;
};

async function world(days = [3]) {
  const w = await bookingWorld({ cleaners: 2, days });
  const admin = await createUser('Administrator', { companyId: w.company.id });
  return { ...w, admin };
}

describe('busy periods as a source of the slot engine', () => {
  it('block online booking slots with the travel buffer, and free them when the calendar is removed', async () => {
    const w = await world();
    const before = await timesOn(day(3));
    expect(before).toEqual(expect.arrayContaining(['08:00', '10:00', '13:00', '14:00']));
    const added = await send<{ id: string }>(connect, w.admin, {
      url: host.url('/dentist.ics'),
      userId: w.cleaners[0]!.id,
    });
    expect(added.status).toBe(201);
    const busy = await timesOn(day(3));
    // A 3-hour visit for two, 30 minutes' travel either side of 12:00–13:00: 09:00 to 13:00 starts are gone.
    expect(busy).toContain('08:30');
    expect(busy).toContain('13:30');
    for (const gone of ['09:00', '10:00', '12:00', '13:00']) expect(busy).not.toContain(gone);
    const res = await call(remove, { method: 'DELETE', query: { id: added.body.id }, token: w.admin.token });
    expect(res.status).toBe(200);
    expect(await timesOn(day(3))).toEqual(before);
  });

  it('keeps the race rule: a time that became busy meanwhile is 409 slot_taken with fresh slots', async () => {
    const w = await world();
    expect(await timesOn(day(3))).toContain('10:00');
    await send(connect, w.admin, { url: host.url('/dentist.ics'), userId: w.cleaners[1]!.id });
    const res = await api.book(bookBody({ date: day(3), startTime: '10:00' }));
    expect(res.status).toBe(409);
    const body = res.body as { code: string; slots: { days: { date: string; times: string[] }[] } };
    expect(body.code).toBe('slot_taken');
    const fresh = body.slots.days.find((d) => d.date === day(3))!;
    expect(fresh.times).not.toContain('10:00');
    expect(fresh.times).toContain('14:00');
    expect((await api.book(bookBody({ date: day(3), startTime: '14:00' }))).status).toBe(201);
  });

  it('leaves a busy cleaner out of a job’s candidates and warns on the rota', async () => {
    // No shifts that day: a shift for other work would leave them out already.
    const w = await world([]);
    const client = await createUser('Client', { companyId: w.company.id });
    const job = await send<{ id: string }>(createJob, w.admin, {
      title: 'Oven clean',
      userClientId: client.user.id,
      scheduledDate: day(3),
      startTime: '12:30',
      durationMinutes: 60,
    });
    expect(job.status).toBe(201);
    const ids = async () => {
      const res = await call<{ data: { id: string }[] }>(candidates, {
        token: w.admin.token,
        params: { id: job.body.id },
      });
      expect(res.status).toBe(200);
      return res.body.data.map((c) => c.id).sort();
    };
    expect(await ids()).toEqual(w.cleaners.map((c) => c.id).sort());
    await send(connect, w.admin, { url: host.url('/dentist.ics'), userId: w.cleaners[0]!.id });
    expect(await ids()).toEqual([w.cleaners[1]!.id]);

    const warned = await get<{ clashes: { kind: string; startTime?: string; endTime?: string }[] }>(clashes, w.admin, {
      cleanerId: w.cleaners[0]!.id,
      date: day(3),
      startTime: '11:00',
      endTime: '15:00',
    });
    expect(warned.status).toBe(200);
    expect(warned.body.clashes).toContainEqual({ kind: 'busy', startTime: '12:00', endTime: '13:00' });
    const clear = await get<{ clashes: unknown[] }>(clashes, w.admin, {
      cleanerId: w.cleaners[1]!.id,
      date: day(3),
      startTime: '11:00',
      endTime: '15:00',
    });
    expect(clear.body.clashes).toEqual([]);
  });
});
