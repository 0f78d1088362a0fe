import { describe, expect, it } from 'vitest';
import { get, makeWorld, send, type World } from '@/tests/api/backoffice-world';
import { endpoint } from '@/tests/support/endpoint';

const createChat = endpoint('POST /api/chatbox/createchatbox');
const chatByJob = endpoint('GET /api/chatbox/getchatboxbyjob');
const createJob = endpoint('POST /api/job/createjob');
const getJob = endpoint('GET /api/job/getjobbyid');
const listJobs = endpoint('POST /api/job/jobs');
const updateJob = endpoint('PUT /api/job/updatejob');

type Job = {
  id: string;
  userAssigneeId: string | null;
  userAssigneeName: string | null;
  teamIds: string[];
  team: { id: string; name: string }[];
  scheduledDate: string | null;
  startTime: string | null;
  durationMinutes: number | null;
  endTime: string | null;
};
type List = { data: Job[]; totalRecords: number };

const teamJob = (w: World, extra: Record<string, unknown> = {}) => ({
  title: 'Spring clean',
  userClientId: w.clientA.user.id,
  scheduledDate: '2026-12-03',
  startTime: '09:30',
  durationMinutes: 150,
  teamIds: [w.cleanerA.user.id, w.cleanerA2.user.id],
  ...extra,
});

describe('job schedule and team (POST /api/job/createjob, PUT /api/job/updatejob)', () => {
  it('stores date, start time, duration and a team whose first member is the lead userAssigneeId', async () => {
    const w = await makeWorld();
    const res = await send<Job>(createJob, w.adminA, teamJob(w));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      scheduledDate: '2026-12-03',
      startTime: '09:30',
      durationMinutes: 150,
      endTime: '12:00',
      userAssigneeId: w.cleanerA.user.id,
      userAssigneeName: 'Cleo Tester',
      teamIds: [w.cleanerA.user.id, w.cleanerA2.user.id],
      team: [
        { id: w.cleanerA.user.id, name: 'Cleo Tester' },
        { id: w.cleanerA2.user.id, name: 'Cole Tester' },
      ],
    });
    // A userAssigneeId sent with the team is put first.
    const led = await send<Job>(createJob, w.adminA, teamJob(w, { userAssigneeId: w.cleanerA2.user.id }));
    expect(led.body.teamIds).toEqual([w.cleanerA2.user.id, w.cleanerA.user.id]);
  });

  it('keeps the one-assignee callers working: userAssigneeId alone replaces the lead, null empties the team', async () => {
    const w = await makeWorld();
    const old = await send<Job>(createJob, w.adminA, { title: 'Old style', userAssigneeId: w.cleanerA.user.id });
    expect(old.body).toMatchObject({
      teamIds: [w.cleanerA.user.id],
      scheduledDate: null,
      startTime: null,
      endTime: null,
    });
    const job = (await send<Job>(createJob, w.adminA, teamJob(w))).body;
    const swapped = await send<Job>(updateJob, w.adminA, { id: job.id, userAssigneeId: w.cleanerA2.user.id }, 'PUT');
    expect(swapped.body).toMatchObject({ userAssigneeId: w.cleanerA2.user.id, teamIds: [w.cleanerA2.user.id] });
    const moved = await send<Job>(
      updateJob,
      w.adminA,
      { id: job.id, teamIds: [w.cleanerA.user.id, w.cleanerA2.user.id], startTime: '14:00', durationMinutes: null },
      'PUT',
    );
    expect(moved.body).toMatchObject({
      userAssigneeId: w.cleanerA.user.id,
      startTime: '14:00',
      durationMinutes: null,
      endTime: '15:00',
      scheduledDate: '2026-12-03',
    });
    const cleared = await send<Job>(
      updateJob,
      w.adminA,
      { id: job.id, userAssigneeId: null, scheduledDate: null },
      'PUT',
    );
    expect(cleared.body).toMatchObject({ userAssigneeId: null, teamIds: [], scheduledDate: null });
  });

  it('refuses bad schedules and teams (400): a time out of range, a short visit, a duplicate, another company’s cleaner, a client', async () => {
    const w = await makeWorld();
    const bad = async (extra: Record<string, unknown>, field: string) => {
      const res = await send<{ fieldErrors: Record<string, string[]> }>(createJob, w.adminA, teamJob(w, extra));
      expect(res.status, JSON.stringify(extra)).toBe(400);
      expect(
        Object.keys(res.body.fieldErrors).some((k) => k.startsWith(field)),
        JSON.stringify(res.body),
      ).toBe(true);
    };
    await bad({ startTime: '25:00' }, 'startTime');
    await bad({ scheduledDate: '2026-02-30' }, 'scheduledDate');
    await bad({ durationMinutes: 5 }, 'durationMinutes');
    await bad({ teamIds: [w.cleanerA.user.id, w.cleanerA.user.id] }, 'teamIds');
    await bad({ teamIds: [w.cleanerB.user.id] }, 'teamIds');
    await bad({ teamIds: [w.clientA.user.id] }, 'teamIds');
    await bad({ teamIds: 'everyone' }, 'teamIds');
    const job = (await send<Job>(createJob, w.adminA, teamJob(w))).body;
    expect((await send(updateJob, w.adminB, { id: job.id, teamIds: [w.cleanerB.user.id] }, 'PUT')).status).toBe(403);
    expect((await send(updateJob, w.cleanerA2, { id: job.id, teamIds: [w.cleanerA2.user.id] }, 'PUT')).status).toBe(
      403,
    );
    expect((await send(updateJob, w.cleanerA2, { id: job.id, scheduledDate: '2026-12-04' }, 'PUT')).status).toBe(403);
  });
});

describe('a Cleaner sees the jobs they are on the team of', () => {
  it('lists, opens and chats on a job where they are the second cleaner; loses it when taken off the team', async () => {
    const w = await makeWorld();
    const job = (await send<Job>(createJob, w.adminA, teamJob(w))).body;
    const mine = async (who: World['adminA']) =>
      (await send<List>(listJobs, who, { pageNumber: 1, pageSize: 100 })).body;
    expect((await mine(w.cleanerA2)).data.map((j) => j.id)).toEqual([job.id]);
    expect((await get(getJob, w.cleanerA2, { id: job.id })).status).toBe(200);
    expect((await send(createChat, w.cleanerA2, { jobId: job.id, text: 'On my way' })).status).toBe(201);
    expect((await get<{ data: { text: string }[] }>(chatByJob, w.cleanerA, { jobId: job.id })).body.data[0]!.text).toBe(
      'On my way',
    );
    // The second cleaner may move the stage, like the lead.
    expect((await send(updateJob, w.cleanerA2, { id: job.id, stage: 1, teamIds: job.teamIds }, 'PUT')).status).toBe(
      200,
    );
    // The admin's cleaner filter finds the job by any member.
    expect((await send<List>(listJobs, w.adminA, { userAssigneeId: w.cleanerA2.user.id })).body.totalRecords).toBe(1);

    await send(updateJob, w.adminA, { id: job.id, teamIds: [w.cleanerA.user.id] }, 'PUT');
    expect((await mine(w.cleanerA2)).totalRecords).toBe(0);
    expect((await get(getJob, w.cleanerA2, { id: job.id })).status).toBe(403);
    expect((await get(chatByJob, w.cleanerA2, { jobId: job.id })).status).toBe(403);
    expect((await send(createChat, w.cleanerA2, { jobId: job.id, text: 'Still here?' })).status).toBe(403);
    expect((await get(getJob, w.cleanerB, { id: job.id })).status).toBe(403);
  });

  it('sorts by the visit date', async () => {
    const w = await makeWorld();
    await send(createJob, w.adminA, teamJob(w, { title: 'Later', scheduledDate: '2026-12-10' }));
    await send(createJob, w.adminA, teamJob(w, { title: 'Sooner', scheduledDate: '2026-12-01' }));
    const asc = await send<{ data: { title: string }[] }>(listJobs, w.adminA, {
      sortBy: 'scheduledDate',
      sortOrder: 'asc',
    });
    expect(asc.body.data.map((j) => j.title)).toEqual(['Sooner', 'Later']);
  });
});
