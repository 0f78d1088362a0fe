// Connecting, listing and removing a cleaner's own calendars (issue 37): who may, what is refused and why, the address
// kept secret, and busy periods gone at once on removal. Isolated: it sets the test-only loopback setting.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { auditLog, availabilityBusy, availabilityCalendars } from '@/lib/server/db/schema';
import { get, makeWorld, missingId, send, type World } from '@/tests/api/backoffice-world';
import { endpoint } from '@/tests/support/endpoint';
import { call } from '@/tests/support/http';
import { calendarServer, ics } from './calendar-server';

vi.hoisted(() => {
  process.env.AVAILABILITY_FETCH_ALLOW_LOOPBACK = 'true';
});

const list = endpoint('GET /api/availability/calendars');
const connect = endpoint('POST /api/availability/calendars');
const remove = endpoint('DELETE /api/availability/calendars');

type View = { id: string; name: string; address: string; lastError: string | null; busyNext8Weeks: number };
type Listed = { max: number; data: View[] };

const HOUR = 3_600_000;
const day = (n: number, hour: number) => {
  const d = new Date();
  d.setUTCHours(hour, 0, 0, 0);
  return new Date(d.getTime() + n * 24 * HOUR);
};

let w: World;
let host: Awaited<ReturnType<typeof calendarServer>>;

beforeAll(async () => {
  w = await makeWorld();
  host = await calendarServer();
  host.serve('/family.ics', {
    status: 200,
    etag: '"f1"',
    body: ics('Family', [
      [day(2, 9), day(2, 10)],
      [day(3, 15), day(3, 16)],
      [day(70, 9), day(70, 10)], // beyond 8 weeks: stored, not counted
    ]),
  });
  host.serve('/page', { status: 200, type: 'text/html', body: '<html>Sign in</html>' });
  for (let i = 0; i < 6; i++)
    host.serve(`/c${i}.ics`, { status: 200, body: ics(`C${i}`, [[day(4, 8 + i), day(4, 9 + i)]]) });
});
afterAll(() => host.close());

const removeCall = (who: { token: string } | undefined, id: string) =>
  call(remove, { method: 'DELETE', query: { id }, token: who?.token });

describe('connecting a calendar', () => {
  it('lets a Cleaner connect their own and shows it masked, with its name and busy count', async () => {
    const url = host.url('/family.ics');
    const res = await send<View>(connect, w.cleanerA, { url });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ name: 'Family', busyNext8Weeks: 2, lastError: null });
    expect(res.body.address).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/….ics$/);
    const listed = await get<Listed>(list, w.cleanerA);
    expect(listed.status).toBe(200);
    expect(listed.body.max).toBe(5);
    expect(listed.body.data.map((c) => c.name)).toEqual(['Family']);
    // The address never leaves the server, and is not stored in clear.
    expect(JSON.stringify(listed.body)).not.toContain('family.ics');
    const db = await getDb();
    const [row] = await db.select().from(availabilityCalendars).where(eq(availabilityCalendars.id, res.body.id));
    expect(row!.urlCipher).not.toContain('family');
    // Only when: no title is kept anywhere.
    const busy = await db.select().from(availabilityBusy).where(eq(availabilityBusy.calendarId, res.body.id));
    expect(busy).toHaveLength(3);
    expect(Object.keys(busy[0]!).sort()).toEqual(['calendarId', 'companyId', 'endsAt', 'id', 'startsAt', 'userId']);
  });

  it('reads webcal:// as https:// (and says so when nothing answers there)', async () => {
    const res = await send(connect, w.cleanerA2, { url: host.url('/family.ics').replace('http://', 'webcal://') });
    // The test host speaks plain HTTP, so the https read fails: the reason is on the field.
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ reason: expect.stringMatching(/^availability\./) });
  });

  it('lets the office connect one for a cleaner of its company, never another company', async () => {
    const ok = await send<View>(connect, w.adminA, { url: host.url('/c0.ics'), userId: w.cleanerA2.user.id });
    expect(ok.status).toBe(201);
    expect((await get<Listed>(list, w.adminA, { userId: w.cleanerA2.user.id })).body.data).toHaveLength(1);
    // The cleaner sees it on their own profile.
    expect((await get<Listed>(list, w.cleanerA2)).body.data.map((c) => c.name)).toEqual(['C0']);
    const other = await send(connect, w.adminB, { url: host.url('/c1.ics'), userId: w.cleanerA.user.id });
    expect(other.status).toBe(403);
    expect((await get(list, w.adminB, { userId: w.cleanerA.user.id })).status).toBe(403);
    expect((await send(connect, w.adminA, { url: host.url('/c1.ics'), userId: missingId() })).status).toBe(404);
    // A client is not a cleaner.
    expect((await send(connect, w.adminA, { url: host.url('/c1.ics'), userId: w.clientA.user.id })).status).toBe(404);
    const noOne = await send<{ fieldErrors: Record<string, string[]> }>(connect, w.adminA, {
      url: host.url('/c1.ics'),
    });
    expect(noOne.status).toBe(400);
    expect(noOne.body.fieldErrors.userId).toBeTruthy();
  });

  it('refuses a Cleaner acting for another cleaner, and a Client', async () => {
    expect((await get(list, w.cleanerA, { userId: w.cleanerA2.user.id })).status).toBe(403);
    expect((await send(connect, w.cleanerA, { url: host.url('/c1.ics'), userId: w.cleanerA2.user.id })).status).toBe(
      403,
    );
    expect((await send(connect, w.clientA, { url: host.url('/c1.ics') })).status).toBe(403);
  });

  it.each([
    ['ftp://example.com/cal.ics', undefined],
    ['not an address', undefined],
    ['https://user:secret@example.com/cal.ics', undefined],
    ['http://169.254.169.254/latest/meta-data/', 'availability.blocked_address'],
    ['http://10.0.0.8/cal.ics', 'availability.blocked_address'],
    ['http://[fd00:ec2::254]/cal.ics', 'availability.blocked_address'],
  ])('refuses %s with the reason on the url field', async (url, reason) => {
    const res = await send<{ fieldErrors: Record<string, string[]>; reason?: string }>(connect, w.cleanerB, { url });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors.url?.[0]).toBeTruthy();
    if (reason) expect(res.body.reason).toBe(reason);
  });

  it('refuses a web page, a missing calendar and a broken server, storing nothing', async () => {
    const reasons = [];
    for (const path of ['/page', '/nothing-here.ics'])
      reasons.push((await send<{ reason: string }>(connect, w.cleanerB, { url: host.url(path) })).body.reason);
    expect(reasons).toEqual(['availability.not_calendar', 'availability.not_found']);
    expect((await get<Listed>(list, w.cleanerB)).body.data).toEqual([]);
  });

  it('takes at most 5 calendars per cleaner, and each once', async () => {
    const who = await makeWorld();
    for (let i = 0; i < 5; i++)
      expect((await send(connect, who.cleanerA, { url: host.url(`/c${i}.ics`) })).status).toBe(201);
    expect((await send(connect, who.cleanerA, { url: host.url('/c5.ics') })).status).toBe(409);
    expect((await send(connect, who.cleanerA2, { url: host.url('/c0.ics') })).status).toBe(201);
    expect((await send(connect, who.cleanerA2, { url: host.url('/c0.ics') })).status).toBe(409);
  });
});

describe('removing a calendar', () => {
  it('frees its busy periods at once; other companies 403, missing 404', async () => {
    const added = await send<View>(connect, w.cleanerB, { url: host.url('/c3.ics') });
    expect(added.status).toBe(201);
    const db = await getDb();
    expect(await db.select().from(availabilityBusy).where(eq(availabilityBusy.calendarId, added.body.id))).toHaveLength(
      1,
    );
    expect((await removeCall(w.adminA, added.body.id)).status).toBe(403);
    expect((await removeCall(w.cleanerA, added.body.id)).status).toBe(403);
    expect((await removeCall(w.cleanerB, missingId())).status).toBe(404);
    expect((await removeCall(w.adminB, added.body.id)).status).toBe(200);
    expect(await db.select().from(availabilityBusy).where(eq(availabilityBusy.calendarId, added.body.id))).toEqual([]);
    expect((await removeCall(w.cleanerB, added.body.id)).status).toBe(404);
    // The audit trail names the calendar by its masked address, never the address.
    const trail = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, w.cleanerB.user.id), eq(auditLog.entityType, 'user')));
    expect(trail.map((e) => e.action)).toEqual(expect.arrayContaining(['calendar-connect', 'calendar-remove']));
    expect(JSON.stringify(trail)).not.toContain('c3.ics');
  });
});
