import { describe, expect, it } from 'vitest';
import { makeWorld, send, type World } from '@/tests/api/backoffice-world';
import { endpoint } from '@/tests/support/endpoint';

const createJob = endpoint('POST /api/job/createjob');
const listJobs = endpoint('POST /api/job/jobs');

type List = {
  data: { title: string; scheduledDate: string | null }[];
  totalRecords: number;
  counts: { all: number; 0: number; 1: number; 2: number; 3: number };
};

async function seed(w: World) {
  const make = (title: string, scheduledDate: string | null, extra: Record<string, unknown> = {}) =>
    send(createJob, w.adminA, {
      title,
      scheduledDate,
      startTime: scheduledDate ? '09:00' : null,
      userClientId: w.clientA.user.id,
      teamIds: [w.cleanerA.user.id],
      ...extra,
    });
  await make('Sunday before', '2027-03-14');
  await make('Monday visit', '2027-03-15', { stage: 1 });
  await make('Sunday visit', '2027-03-21');
  await make('Next Monday', '2027-03-22');
  await make('Not scheduled', null);
  await make('Other client', '2027-03-16', { userClientId: w.clientA2.user.id, teamIds: [w.cleanerA2.user.id] });
  await send(createJob, w.adminB, {
    title: 'Other company',
    scheduledDate: '2027-03-16',
    userClientId: w.clientB.user.id,
  });
}

const list = (who: World['adminA'], body: Record<string, unknown>) =>
  send<List>(listJobs, who, { pageNumber: 1, pageSize: 100, sortBy: 'scheduledDate', sortOrder: 'asc', ...body });
const week = { from: '2027-03-15', to: '2027-03-21' };

describe('POST /api/job/jobs: date range (from / to on the scheduled date)', () => {
  it('keeps the visits of the range (both ends included), with the stage counts and the other filters, scoped by role', async () => {
    const w = await makeWorld();
    await seed(w);
    const admin = (await list(w.adminA, week)).body;
    expect(admin.data.map((j) => j.title)).toEqual(['Monday visit', 'Other client', 'Sunday visit']);
    expect(admin.counts).toEqual({ all: 3, 0: 2, 1: 1, 2: 0, 3: 0 });
    expect((await list(w.adminA, { ...week, stage: 1 })).body).toMatchObject({ totalRecords: 1, counts: { all: 3 } });
    expect((await list(w.adminA, { ...week, search: 'sunday' })).body.data.map((j) => j.title)).toEqual([
      'Sunday visit',
    ]);
    expect((await list(w.adminA, { from: '2027-03-21' })).body.data.map((j) => j.title)).toEqual([
      'Sunday visit',
      'Next Monday',
    ]);
    expect((await list(w.adminA, { to: '2027-03-14' })).body.data.map((j) => j.title)).toEqual(['Sunday before']);
    expect((await list(w.cleanerA2, week)).body.data.map((j) => j.title)).toEqual(['Other client']);
    expect((await list(w.clientA, week)).body.data.map((j) => j.title)).toEqual(['Monday visit', 'Sunday visit']);
    expect((await list(w.adminB, week)).body.data.map((j) => j.title)).toEqual(['Other company']);
  });

  it('loads a whole week in one call of up to 500 jobs (pages of a longer or open range stay at 100)', async () => {
    const w = await makeWorld();
    await seed(w);
    expect((await list(w.adminA, { ...week, pageSize: 500 })).status).toBe(200);
    expect((await list(w.adminA, { ...week, pageSize: 501 })).status).toBe(400);
    expect((await list(w.adminA, { from: '2027-03-01', to: '2027-04-30', pageSize: 500 })).status).toBe(400);
    expect((await list(w.adminA, { from: '2027-03-15', pageSize: 101 })).status).toBe(400);
  });

  it('answers 400 with field errors to bad dates and an end before the start', async () => {
    const w = await makeWorld();
    const bad = await send<{ fieldErrors: Record<string, string[]> }>(listJobs, w.adminA, {
      from: '2027-02-30',
      to: 'next week',
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fieldErrors).sort()).toEqual(['from', 'to']);
    const reversed = await send<{ fieldErrors: Record<string, string[]> }>(listJobs, w.adminA, {
      from: '2027-03-21',
      to: '2027-03-15',
    });
    expect(reversed.status).toBe(400);
    expect(reversed.body.fieldErrors.to).toEqual(['The end date must be on or after the start date']);
    expect((await send(listJobs, undefined, week)).status).toBe(401);
  });
});
