import { describe, expect, it } from 'vitest';
import { makeWorld, send, type World } from '@/tests/api/backoffice-world';
import { endpoint } from '@/tests/support/endpoint';

const createJob = endpoint('POST /api/job/createjob');
const listJobs = endpoint('POST /api/job/jobs');

type Job = {
  id: string;
  title: string;
  stage: number;
  service: string;
  userClientId: string | null;
  userAssigneeId: string | null;
};
type List = {
  data: Job[];
  totalRecords: number;
  totalPages: number;
  counts: { all: number; 0: number; 1: number; 2: number; 3: number };
};

async function seed(w: World) {
  const make = (title: string, extra: Record<string, unknown>) =>
    send<Job>(createJob, w.adminA, {
      title,
      userClientId: w.clientA.user.id,
      userAssigneeId: w.cleanerA.user.id,
      service: 'Office',
      location: 'Norwich',
      ...extra,
    });
  await make('Alpha office', { stage: 0, description: 'keys under the mat zebra-42' });
  await make('Bravo carpet', { stage: 1, service: 'Carpet' });
  await make('Charlie house', {
    stage: 1,
    service: 'House Cleaning',
    userClientId: w.clientA2.user.id,
    userAssigneeId: w.cleanerA2.user.id,
  });
  await make('Delta office', { stage: 3 });
  await send(createJob, w.adminB, {
    title: 'Other company zebra-42',
    userClientId: w.clientB.user.id,
    description: 'zebra-42',
  });
}

const list = async (w: World, who: World['adminA'], body: Record<string, unknown>) =>
  send<List>(listJobs, who, { pageNumber: 1, pageSize: 100, ...body });

describe('POST /api/job/jobs: stage tabs, search, filters, sort', () => {
  it('counts jobs per stage for the other filters and pages them', async () => {
    const w = await makeWorld();
    await seed(w);
    const all = (await list(w, w.adminA, {})).body;
    expect(all.counts).toEqual({ all: 4, 0: 1, 1: 2, 2: 0, 3: 1 });
    const pending = (await list(w, w.adminA, { stage: 1 })).body;
    expect(pending.totalRecords).toBe(2);
    expect(pending.counts.all).toBe(4); // the tabs keep their counts while one is chosen
    const paged = (await list(w, w.adminA, { pageSize: 3, pageNumber: 2 })).body;
    expect(paged).toMatchObject({ totalRecords: 4, totalPages: 2 });
    expect(paged.data).toHaveLength(1);
  });

  it('searches the description too, within the caller’s company only', async () => {
    const w = await makeWorld();
    await seed(w);
    const found = (await list(w, w.adminA, { search: 'ZEBRA-42' })).body;
    expect(found.data.map((j) => j.title)).toEqual(['Alpha office']);
    expect((await list(w, w.adminA, { search: '100%_' })).body.totalRecords).toBe(0);
  });

  it('filters by service, client and assignee, and keeps a Cleaner or Client to their own jobs whatever they ask', async () => {
    const w = await makeWorld();
    await seed(w);
    expect((await list(w, w.adminA, { service: 'Carpet' })).body.data.map((j) => j.title)).toEqual(['Bravo carpet']);
    expect((await list(w, w.adminA, { userClientId: w.clientA2.user.id })).body.data.map((j) => j.title)).toEqual([
      'Charlie house',
    ]);
    expect((await list(w, w.adminA, { userAssigneeId: w.cleanerA2.user.id })).body.totalRecords).toBe(1);
    // Filters narrow, never widen: cleanerA asking for cleanerA2's jobs sees none.
    expect((await list(w, w.cleanerA, { userAssigneeId: w.cleanerA2.user.id })).body.totalRecords).toBe(0);
    expect((await list(w, w.cleanerA, {})).body.counts).toEqual({ all: 3, 0: 1, 1: 1, 2: 0, 3: 1 });
    expect((await list(w, w.clientA2, {})).body.data.map((j) => j.title)).toEqual(['Charlie house']);
    expect((await list(w, w.adminB, { userClientId: w.clientA.user.id })).body.totalRecords).toBe(0);
  });

  it('sorts by an allowed column both ways and refuses other sort fields and bad filters (400)', async () => {
    const w = await makeWorld();
    await seed(w);
    const asc = (await list(w, w.adminA, { sortBy: 'title', sortOrder: 'asc' })).body.data.map((j) => j.title);
    expect(asc).toEqual(['Alpha office', 'Bravo carpet', 'Charlie house', 'Delta office']);
    const desc = (await list(w, w.adminA, { sortBy: 'stage', sortOrder: 'desc' })).body.data.map((j) => j.stage);
    expect(desc).toEqual([3, 1, 1, 0]);
    expect((await list(w, w.adminA, { sortBy: 'password' })).status).toBe(400);
    expect((await list(w, w.adminA, { userClientId: 'nope' })).status).toBe(400);
    expect((await list(w, w.adminA, { stage: 9 })).status).toBe(400);
  });
});
