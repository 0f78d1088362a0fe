import { describe, expect, it } from 'vitest';
import { makeWorld, send, type World } from '@/tests/api/backoffice-world';
import { endpoint } from '@/tests/support/endpoint';

const createJob = endpoint('POST /api/job/createjob');
const listJobs = endpoint('POST /api/job/jobs');
const updateJob = endpoint('PUT /api/job/updatejob');

type Job = {
  id: string;
  scheduledDate: string | null;
  seriesId: string | null;
  seriesJobIds: string[];
  teamIds: string[];
  checklist: { label: string }[];
};

const repeating = (w: World, repeat: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  title: 'Fortnightly house clean',
  userClientId: w.clientA.user.id,
  scheduledDate: '2026-12-01',
  startTime: '09:00',
  teamIds: [w.cleanerA.user.id, w.cleanerA2.user.id],
  checklist: [{ label: 'Kitchen' }],
  repeat,
  ...extra,
});

describe('POST /api/job/createjob with a repeat', () => {
  it('creates each visit as its own job: weekly for a count, fortnightly or every four weeks until a date', async () => {
    const w = await makeWorld();
    const weekly = await send<Job>(createJob, w.adminA, repeating(w, { frequency: 'weekly', count: 3 }));
    expect(weekly.status).toBe(201);
    expect(weekly.body.seriesJobIds).toHaveLength(3);
    expect(weekly.body.seriesId).toBe(weekly.body.id);
    const list = await send<{ data: Job[] }>(listJobs, w.cleanerA2, { sortBy: 'scheduledDate', sortOrder: 'asc' });
    expect(list.body.data.map((j) => j.scheduledDate)).toEqual(['2026-12-01', '2026-12-08', '2026-12-15']);
    expect(
      list.body.data.every(
        (j) => j.seriesId === weekly.body.id && j.teamIds.length === 2 && j.checklist[0]?.label === 'Kitchen',
      ),
    ).toBe(true);

    const fortnightly = await send<Job>(
      createJob,
      w.adminA,
      repeating(w, { frequency: 'fortnightly', until: '2027-01-12' }),
    );
    expect(fortnightly.body.seriesJobIds).toHaveLength(4); // 1, 15, 29 Dec, 12 Jan
    const fourWeekly = await send<Job>(
      createJob,
      w.adminA,
      repeating(w, { frequency: 'fourWeekly', until: '2027-01-20' }),
    );
    expect(fourWeekly.body.seriesJobIds).toHaveLength(2); // 1 and 29 Dec; 26 Jan is past the end

    // One visit moves alone.
    const [, second] = weekly.body.seriesJobIds;
    const moved = await send<Job>(updateJob, w.adminA, { id: second, scheduledDate: '2026-12-09' }, 'PUT');
    expect(moved.body).toMatchObject({ scheduledDate: '2026-12-09', seriesId: weekly.body.id });
  });

  it('refuses a repeat without a date, without an end, with both ends, a past end, or too many visits (400)', async () => {
    const w = await makeWorld();
    const bad = async (body: Record<string, unknown>) =>
      expect((await send(createJob, w.adminA, body)).status, JSON.stringify(body)).toBe(400);
    await bad(repeating(w, { frequency: 'weekly', count: 3 }, { scheduledDate: null }));
    await bad(repeating(w, { frequency: 'weekly' }));
    await bad(repeating(w, { frequency: 'weekly', count: 3, until: '2027-01-01' }));
    await bad(repeating(w, { frequency: 'weekly', until: '2026-11-01' }));
    await bad(repeating(w, { frequency: 'weekly', count: 53 }));
    await bad(repeating(w, { frequency: 'daily', count: 3 }));
    expect((await send(createJob, w.cleanerA, repeating(w, { frequency: 'weekly', count: 3 }))).status).toBe(403);
    // A repeat until a year away stops at 52 visits.
    const long = await send<Job>(createJob, w.adminA, repeating(w, { frequency: 'weekly', until: '2028-12-31' }));
    expect(long.body.seriesJobIds).toHaveLength(52);
  });
});
