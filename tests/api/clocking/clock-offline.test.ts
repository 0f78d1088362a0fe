import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { get, makeWorld, send } from '@/tests/api/backoffice-world';
import { endpoint } from '@/tests/support/endpoint';

const listClock = endpoint('GET /api/clockinandout/clockinandouts');
const clockIn = endpoint('POST /api/clockinandout/createclockinandout');
const clockOut = endpoint('PUT /api/clockinandout/updateclockinandout');

type Record_ = { id: string; clockIn: string; clockOut: string | null; flags: string[] };

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

// Issue 39: a change made with no signal is queued on the phone with an id made there and sent later, maybe twice.
describe('ClockInAndOut recorded offline', () => {
  it('keeps the device’s times, marks the record, and stores a resent or doubled send once', async () => {
    const w = await makeWorld();
    const inId = randomUUID();
    const body = { clientId: inId, recordedAt: minutesAgo(90), deviceNow: minutesAgo(0) };
    const [a, b] = await Promise.all([
      send<Record_>(clockIn, w.cleanerA, body),
      send<Record_>(clockIn, w.cleanerA, body),
    ]);
    expect([a.status, b.status]).toContain(201);
    expect(a.body.id).toBe(b.body.id);
    expect(new Date(a.body.clockIn).toISOString()).toBe(body.recordedAt);
    expect(a.body.flags).toContain('recordedOffline');
    expect(a.body.flags).not.toContain('clockSkew');
    const again = await send<Record_>(clockIn, w.cleanerA, body);
    expect(again.body.id).toBe(a.body.id);

    // The clock-out names the clock-in by the client id it was queued with (the phone never learnt the server's id).
    const outBody = { id: inId, clientId: randomUUID(), recordedAt: minutesAgo(10), deviceNow: minutesAgo(0) };
    const out = await send<Record_>(clockOut, w.cleanerA, outBody, 'PUT');
    expect(out.status).toBe(200);
    expect(new Date(out.body.clockOut!).toISOString()).toBe(outBody.recordedAt);
    const outAgain = await send<Record_>(clockOut, w.cleanerA, outBody, 'PUT');
    expect(outAgain.status).toBe(200);
    expect(outAgain.body.clockOut).toBe(out.body.clockOut);

    // The office sees one record, marked as recorded offline.
    const office = await get<{ data: Record_[] }>(listClock, w.adminA, { userId: w.cleanerA.user.id });
    expect(office.body.data).toHaveLength(1);
    expect(office.body.data[0]!.flags).toContain('recordedOffline');
  });

  it('flags a device clock more than 5 minutes off the server’s, and not one within 5 minutes', async () => {
    const w = await makeWorld();
    const close = await send<Record_>(clockIn, w.cleanerA, {
      clientId: randomUUID(),
      recordedAt: minutesAgo(30),
      deviceNow: minutesAgo(4),
    });
    expect(close.body.flags).not.toContain('clockSkew');
    const fast = new Date(Date.now() + 20 * 60_000).toISOString();
    const skewed = await send<Record_>(clockIn, w.cleanerA2, {
      clientId: randomUUID(),
      recordedAt: fast,
      deviceNow: fast,
    });
    expect(skewed.status).toBe(201);
    expect(skewed.body.flags).toEqual(expect.arrayContaining(['recordedOffline', 'clockSkew']));
    // A skewed clock-out flags a record whose clock-in was fine.
    const out = await send<Record_>(
      clockOut,
      w.cleanerA,
      { id: close.body.id, clientId: randomUUID(), recordedAt: minutesAgo(40), deviceNow: minutesAgo(40) },
      'PUT',
    );
    expect(out.status).toBe(400); // out before in: the device time is kept, so it must still follow the clock-in
    const out2 = await send<Record_>(
      clockOut,
      w.cleanerA,
      { id: close.body.id, clientId: randomUUID(), recordedAt: minutesAgo(20), deviceNow: minutesAgo(15) },
      'PUT',
    );
    expect(out2.body.flags).toContain('clockSkew');
  });

  it('refuses a recorded time without its client id or device clock, in the future, or older than 7 days (400)', async () => {
    const w = await makeWorld();
    const now = minutesAgo(0);
    const bad = [
      { recordedAt: minutesAgo(5), deviceNow: now },
      { clientId: randomUUID(), recordedAt: minutesAgo(5) },
      { clientId: randomUUID(), recordedAt: minutesAgo(-5), deviceNow: now },
      { clientId: randomUUID(), recordedAt: minutesAgo(8 * 24 * 60), deviceNow: now },
      { clientId: 'not-an-id' },
    ];
    for (const body of bad) expect((await send(clockIn, w.cleanerA, body)).status).toBe(400);
    // A client id of someone else's record is not theirs to close: the lookup is by the caller's own client ids.
    const inId = randomUUID();
    await send(clockIn, w.cleanerA, { clientId: inId });
    expect((await send(clockOut, w.cleanerA2, { id: inId }, 'PUT')).status).toBe(404);
  });
});
