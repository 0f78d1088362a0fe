import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { endpoint } from '@/tests/support/endpoint';

// A postcodes.io-compatible geocoder, configured before env() is first read; a short timeout keeps the slow case quick.
vi.hoisted(() => {
  process.env.GEOCODER_URL = 'https://geocoder.example.test';
  process.env.GEOCODER_TIMEOUT_MS = '300';
});

const clockIn = endpoint('POST /api/clockinandout/createclockinandout');
const clockOut = endpoint('PUT /api/clockinandout/updateclockinandout');
const createJob = endpoint('POST /api/job/createjob');
const updateJob = endpoint('PUT /api/job/updatejob');
const createRota = endpoint('POST /api/rota/createrota');
const { makeWorld, send } = await import('@/tests/api/backoffice-world');

type Rec = {
  id: string;
  flags: string[];
  clockInDistanceM: number | null;
  clockOutDistanceM: number | null;
  jobId: string | null;
  shiftId: string | null;
};
type Job = { id: string; siteLatitude: number | null; siteLongitude: number | null };

// Norwich NR1 3QA as the geocoder answers it; NEAR is ~100 m away, FAR ~2.2 km.
const SITE = { latitude: 52.6286, longitude: 1.2921 };
const NEAR = { latitude: 52.6295, longitude: 1.2921 };
const FAR = { latitude: 52.6486, longitude: 1.2921 };

const asked: string[] = [];
let reply: 'ok' | 'down' | 'slow' = 'ok';
const server = setupServer(
  http.get('https://geocoder.example.test/postcodes/:postcode', async ({ params }) => {
    asked.push(String(params.postcode));
    if (reply === 'down') return HttpResponse.json({ status: 500, error: 'down' }, { status: 500 });
    if (reply === 'slow') await delay(2000);
    return HttpResponse.json({ status: 200, result: { postcode: 'NR1 3QA', ...SITE } });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  reply = 'ok';
  asked.length = 0;
});
afterAll(() => server.close());

const today = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/London' });

describe('Far from the job site: flagged for the office, never refused', () => {
  it('geocodes the post code of a new job, then flags a far clock-in with its distance and not a near one', async () => {
    const w = await makeWorld();
    const job = await send<Job>(createJob, w.adminA, {
      title: 'Office clean',
      location: '1 Rose Lane, Norwich nr13qa',
      teamIds: [w.cleanerA.user.id, w.cleanerA2.user.id],
    });
    expect(job.status).toBe(201);
    expect(asked).toEqual(['NR1 3QA']);
    expect(job.body).toMatchObject({ siteLatitude: SITE.latitude, siteLongitude: SITE.longitude });

    const near = await send<Rec>(clockIn, w.cleanerA, { jobId: job.body.id, location: NEAR });
    expect(near.status).toBe(201);
    expect(near.body.flags).toEqual([]);
    expect(near.body.clockInDistanceM).toBeGreaterThan(90);
    expect(near.body.clockInDistanceM).toBeLessThan(110);

    const far = await send<Rec>(clockIn, w.cleanerA2, { jobId: job.body.id, location: FAR });
    expect(far.status).toBe(201);
    expect(far.body.flags).toEqual(['farFromSiteIn']);
    expect(far.body.clockInDistanceM).toBeGreaterThan(2100);
    const out = await send<Rec>(clockOut, w.cleanerA2, { id: far.body.id, location: NEAR }, 'PUT');
    expect(out.body.flags).toEqual(['farFromSiteIn']);
    const outFar = await send<Rec>(clockOut, w.cleanerA, { id: near.body.id, location: FAR }, 'PUT');
    expect(outFar.body.flags).toEqual(['farFromSiteOut']);
  });

  it('does not flag when the site is unknown; a shift tied to a job is measured from the job', async () => {
    const w = await makeWorld();
    const noPostcode = (
      await send<Job>(createJob, w.adminA, {
        title: 'No post code',
        location: 'Somewhere in Norfolk',
        teamIds: [w.cleanerA.user.id],
      })
    ).body;
    expect(asked).toEqual([]);
    expect(noPostcode.siteLatitude).toBeNull();
    const unknown = await send<Rec>(clockIn, w.cleanerA, { jobId: noPostcode.id, location: FAR });
    expect(unknown.body.flags).toEqual([]);
    expect(unknown.body.clockInDistanceM).toBeNull();

    // The office sets the site by hand; a cleaner's one-button clock-in goes against today's shift (and its job).
    const set = await send<Job>(
      updateJob,
      w.adminA,
      { id: noPostcode.id, siteLatitude: SITE.latitude, siteLongitude: SITE.longitude },
      'PUT',
    );
    expect(set.body).toMatchObject({ siteLatitude: SITE.latitude });
    const shift = await send<{ id: string }>(createRota, w.adminA, {
      cleanerId: w.cleanerA2.user.id,
      jobId: noPostcode.id,
      date: today(),
      startTime: '00:00',
      endTime: '23:59',
    });
    expect(shift.status).toBe(201);
    const viaShift = await send<Rec>(clockIn, w.cleanerA2, { location: FAR });
    expect(viaShift.body).toMatchObject({ shiftId: shift.body.id, jobId: noPostcode.id, flags: ['farFromSiteIn'] });
    // Only one of the two coordinates is refused.
    const half = await send<{ fieldErrors: Record<string, string[]> }>(
      updateJob,
      w.adminA,
      { id: noPostcode.id, siteLatitude: 52 },
      'PUT',
    );
    expect(half.status).toBe(400);
    expect(half.body.fieldErrors.siteLongitude).toEqual(['Give both the latitude and the longitude']);
  });

  it('saves the job when the geocoder fails or times out (site unknown), and re-geocodes a changed address', async () => {
    const w = await makeWorld();
    reply = 'down';
    const down = await send<Job>(createJob, w.adminA, {
      title: 'Geocoder down',
      location: '2 Rose Lane, Norwich NR1 3QA',
    });
    expect(down.status).toBe(201);
    expect(down.body.siteLatitude).toBeNull();
    reply = 'slow';
    const started = Date.now();
    const slow = await send<Job>(createJob, w.adminA, {
      title: 'Geocoder slow',
      location: '3 Rose Lane, Norwich NR1 3QA',
    });
    expect(slow.status).toBe(201);
    expect(slow.body.siteLatitude).toBeNull();
    expect(Date.now() - started).toBeLessThan(1500);
    reply = 'ok';
    const moved = await send<Job>(
      updateJob,
      w.adminA,
      { id: down.body.id, location: '4 Rose Lane, Norwich NR1 3QB' },
      'PUT',
    );
    expect(moved.status).toBe(200);
    expect(asked.at(-1)).toBe('NR1 3QB');
    expect(moved.body.siteLatitude).toBe(SITE.latitude);
    // The same address again keeps the site without asking.
    const count = asked.length;
    await send(
      updateJob,
      w.adminA,
      { id: down.body.id, location: '4 Rose Lane, Norwich NR1 3QB', title: 'Renamed' },
      'PUT',
    );
    expect(asked.length).toBe(count);
  });
});
