// Calendar feeds (issue 29 item 3): the owner's address on their profile, the feed without a session, role scoping of
// what it shows, and an address that stops working at once when revoked, regenerated, banned or deleted.
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { call } from '@/tests/support/http';
import { get, makeWorld, send, type Person, type World } from '@/tests/api/backoffice-world';
import { endpoint } from '@/tests/support/endpoint';

const feedGet = endpoint('GET /api/calendar/[token]');
const revoke = endpoint('DELETE /api/calendar/feed');
const mine = endpoint('GET /api/calendar/feed');
const regenerate = endpoint('POST /api/calendar/feed');
const createJob = endpoint('POST /api/job/createjob');
const deleteJob = endpoint('DELETE /api/job/deletejob');
const updateJob = endpoint('PUT /api/job/updatejob');
const createRota = endpoint('POST /api/rota/createrota');
const updateRota = endpoint('PUT /api/rota/UpdateRota');
const cancelVisit = endpoint('POST /api/visit/cancel');
const deleteUser = endpoint('POST /api/user/deleteuser');
const updateUser = endpoint('PUT /api/user/updateuser');

type Info = { active: boolean; url: string | null; webcalUrl: string | null };

const tokenOf = (url: string) => /\/api\/calendar\/([^/]+)\.ics$/.exec(url)![1]!;

async function feedOf(token: string) {
  const res = await call<string>(feedGet, { path: `/api/calendar/${token}.ics`, params: { token: `${token}.ics` } });
  return res;
}

async function subscribe(who: Person) {
  const res = await send<Info>(regenerate, who, undefined);
  expect(res.status).toBe(200);
  expect(res.body.url).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  expect(res.body.webcalUrl).toBe(res.body.url!.replace(/^https?:/, 'webcal:'));
  return tokenOf(res.body.url!);
}

const uids = (text: string) =>
  new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));

async function setUp(w: World) {
  const job = await send<{ id: string }>(createJob, w.adminA, {
    title: 'Spring clean',
    service: 'House Cleaning',
    location: '4 Elm Row, Norwich',
    userClientId: w.clientA.user.id,
    teamIds: [w.cleanerA.user.id, w.cleanerA2.user.id],
    scheduledDate: '2099-06-10',
    startTime: '09:30',
    durationMinutes: 120,
  });
  expect(job.status).toBe(201);
  const other = await send<{ id: string }>(createJob, w.adminB, {
    title: 'Beta job',
    userClientId: w.clientB.user.id,
    scheduledDate: '2099-06-11',
    startTime: '10:00',
  });
  const shift = await send<{ id: string }>(createRota, w.adminA, {
    cleanerId: w.cleanerA.user.id,
    site: 'Head office',
    date: '2099-06-12',
    startTime: '08:00',
    endTime: '12:00',
  });
  expect(shift.status).toBe(201);
  return { jobId: job.body.id, otherJobId: other.body.id, shiftId: shift.body.id };
}

describe('calendar feeds', () => {
  it('needs a session to read or change your own address', async () => {
    expect((await get(mine, undefined)).status).toBe(401);
    expect((await send(regenerate, undefined, undefined)).status).toBe(401);
    expect((await send(revoke, undefined, undefined, 'DELETE')).status).toBe(401);
  });

  it("shows a Cleaner's visits (address, team) and shifts as valid iCalendar, and nobody else's", async () => {
    const w = await makeWorld();
    const { jobId, otherJobId, shiftId } = await setUp(w);
    const token = await subscribe(w.cleanerA);
    expect((await get<Info>(mine, w.cleanerA)).body).toMatchObject({ active: true });
    const res = await feedOf(token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('cache-control')).toContain('private');
    expect(res.headers.get('cache-control')).toContain('no-store');
    const events = uids(res.body);
    const visit = events.find((e) => e.uid.startsWith(`job-${jobId}@`));
    expect(visit?.summary).toBe('Spring clean');
    expect(visit?.location).toBe('4 Elm Row, Norwich');
    expect(visit?.description).toContain('Team: Cleo Tester, Cole Tester');
    expect(visit?.startDate.toJSDate().toISOString()).toBe('2099-06-10T08:30:00.000Z');
    expect(visit?.endDate.toJSDate().toISOString()).toBe('2099-06-10T10:30:00.000Z');
    expect(events.some((e) => e.uid.startsWith(`shift-${shiftId}@`))).toBe(true);
    expect(res.body).not.toContain(otherJobId);
    // Nothing but the events: no e-mail addresses or other account data.
    expect(res.body).not.toContain(w.cleanerA.user.email);
    expect(res.body).not.toContain(w.clientA.user.email);
  });

  it("scopes a Client's feed to their visits and an Administrator's to the company's", async () => {
    const w = await makeWorld();
    const { jobId, otherJobId } = await setUp(w);
    const client = uids((await feedOf(await subscribe(w.clientA))).body).map((e) => e.uid);
    expect(client.some((u) => u.startsWith(`job-${jobId}@`))).toBe(true);
    expect(client.some((u) => u.startsWith('shift-'))).toBe(false);
    expect(uids((await feedOf(await subscribe(w.clientA2))).body)).toHaveLength(0);
    const admin = uids((await feedOf(await subscribe(w.adminA))).body).map((e) => e.uid);
    expect(admin.some((u) => u.startsWith(`job-${jobId}@`))).toBe(true);
    expect(admin.some((u) => u.startsWith(`job-${otherJobId}@`))).toBe(false);
    const otherAdmin = uids((await feedOf(await subscribe(w.adminB))).body).map((e) => e.uid);
    expect(otherAdmin).toEqual([`job-${otherJobId}@${admin[0]!.split('@')[1]}`]);
  });

  it('reflects an update with the same UID and a higher SEQUENCE; a deleted visit is gone', async () => {
    const w = await makeWorld();
    const { jobId } = await setUp(w);
    const token = await subscribe(w.clientA);
    const before = uids((await feedOf(token)).body).find((e) => e.uid.startsWith(`job-${jobId}@`))!;
    expect((await send(updateJob, w.adminA, { id: jobId, startTime: '14:00' }, 'PUT')).status).toBe(200);
    const after = uids((await feedOf(token)).body).find((e) => e.uid === before.uid)!;
    expect(after.startDate.toJSDate().toISOString()).toBe('2099-06-10T13:00:00.000Z');
    expect(after.sequence).toBeGreaterThan(before.sequence);
    expect(
      after.component.getFirstPropertyValue('last-modified')!.toString() >=
        before.component.getFirstPropertyValue('last-modified')!.toString(),
    ).toBe(true);
    expect((await call(deleteJob, { method: 'DELETE', query: { id: jobId }, token: w.adminA.token })).status).toBe(200);
    expect(uids((await feedOf(token)).body).some((e) => e.uid === before.uid)).toBe(false);
  });

  it('raises SEQUENCE on every change of a visit or a shift, even several in the same second', async () => {
    const w = await makeWorld();
    const { jobId, shiftId } = await setUp(w);
    const token = await subscribe(w.cleanerA);
    const sequenceOf = async (prefix: string) =>
      uids((await feedOf(token)).body).find((e) => e.uid.startsWith(prefix))!.sequence;
    const startedAt = Date.now();
    const visits = [await sequenceOf(`job-${jobId}@`)];
    const shifts = [await sequenceOf(`shift-${shiftId}@`)];
    for (const startTime of ['10:00', '10:15', '10:30']) {
      expect((await send(updateJob, w.adminA, { id: jobId, startTime }, 'PUT')).status).toBe(200);
      visits.push(await sequenceOf(`job-${jobId}@`));
    }
    for (const notes of ['Keys at reception', 'Keys with the porter', 'Keys in the safe']) {
      expect((await send(updateRota, w.adminA, { id: shiftId, notes }, 'PUT')).status).toBe(200);
      shifts.push(await sequenceOf(`shift-${shiftId}@`));
    }
    for (const seen of [visits, shifts])
      for (let i = 1; i < seen.length; i++) expect(seen[i]).toBeGreaterThan(seen[i - 1]!);
    // Feeds used to number revisions by the minute since 2020: a subscriber holding one of those must never be sent
    // a lower number for a newer revision.
    const minutesSince2020 = Math.floor((startedAt - Date.UTC(2020, 0, 1)) / 60_000);
    expect(visits[1]).toBeGreaterThanOrEqual(minutesSince2020);
    expect(shifts[1]).toBeGreaterThanOrEqual(minutesSince2020);
    expect(visits.at(-1)).toBeLessThan(2 ** 31);
  });

  it('keeps a visit the Client cancelled, with the same UID and STATUS:CANCELLED', async () => {
    const w = await makeWorld();
    const { jobId } = await setUp(w);
    const token = await subscribe(w.cleanerA);
    const uid = uids((await feedOf(token)).body).find((e) => e.uid.startsWith(`job-${jobId}@`))!.uid;
    expect((await send(cancelVisit, w.clientA, { jobId, confirmFeePence: 0 })).status).toBe(200);
    const after = uids((await feedOf(token)).body).find((e) => e.uid === uid)!;
    expect(after.component.getFirstPropertyValue('status')).toBe('CANCELLED');
  });

  it('answers 404 at once after revoking or regenerating, and to malformed tokens', async () => {
    const w = await makeWorld();
    await setUp(w);
    const first = await subscribe(w.cleanerA);
    expect((await feedOf(first)).status).toBe(200);
    const second = await subscribe(w.cleanerA);
    expect(second).not.toBe(first);
    expect((await feedOf(first)).status).toBe(404);
    expect((await feedOf(second)).status).toBe(200);
    // Shown again on the profile, the same address.
    expect(tokenOf((await get<Info>(mine, w.cleanerA)).body.url!)).toBe(second);
    expect((await send<Info>(revoke, w.cleanerA, undefined, 'DELETE')).body).toMatchObject({
      active: false,
      url: null,
    });
    expect((await feedOf(second)).status).toBe(404);
    expect((await get<Info>(mine, w.cleanerA)).body).toMatchObject({ active: false, url: null });
    for (const bad of ['nope', 'x'.repeat(43) + '!', '../../etc/passwd', 'A'.repeat(43)])
      expect((await feedOf(bad)).status).toBe(404);
  });

  it("answers 404 for a banned or deleted user's address", async () => {
    const w = await makeWorld();
    await setUp(w);
    const banned = await subscribe(w.cleanerA);
    const deleted = await subscribe(w.clientA2);
    expect((await send(updateUser, w.adminA, { id: w.cleanerA.user.id, status: 'banned' }, 'PUT')).status).toBe(200);
    expect((await feedOf(banned)).status).toBe(404);
    expect((await send(updateUser, w.adminA, { id: w.cleanerA.user.id, status: 'active' }, 'PUT')).status).toBe(200);
    expect((await feedOf(banned)).status).toBe(200);
    expect((await send(deleteUser, w.adminA, { id: w.clientA2.user.id })).status).toBe(200);
    expect((await feedOf(deleted)).status).toBe(404);
  });
});
