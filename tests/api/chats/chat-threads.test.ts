import { describe, expect, it } from 'vitest';
import { get, makeWorld, send, type World } from '@/tests/api/backoffice-world';
import { endpoint } from '@/tests/support/endpoint';

const createChat = endpoint('POST /api/chatbox/createchatbox');
const threads = endpoint('GET /api/chatbox/getthreads');
const createJob = endpoint('POST /api/job/createjob');

type Thread = {
  jobId: string;
  title: string;
  messageCount: number;
  lastMessage: { text: string | null; sender: string } | null;
};
type Page = { data: Thread[]; totalRecords: number; totalPages: number };

async function seed(w: World) {
  const job = async (title: string, extra: Record<string, unknown>) =>
    (await send<{ id: string }>(createJob, w.adminA, { title, ...extra })).body.id;
  const teamJob = await job('Team office clean', {
    userClientId: w.clientA.user.id,
    teamIds: [w.cleanerA.user.id, w.cleanerA2.user.id],
  });
  const soloJob = await job('Solo carpet clean', { userClientId: w.clientA2.user.id, teamIds: [w.cleanerA.user.id] });
  await job('Quiet job', { userClientId: w.clientA.user.id, teamIds: [w.cleanerA.user.id] });
  await send(createChat, w.clientA2, { jobId: soloJob, text: 'Is Tuesday fine?' });
  await send(createChat, w.adminA, { jobId: teamJob, text: 'Keys at reception' });
  await send(createChat, w.cleanerA2, { jobId: teamJob, text: 'Got them' });
  return { teamJob, soloJob };
}

describe('GET /api/ChatBox/GetThreads', () => {
  it('lists the caller’s threads, latest message first, with the count and last message; jobs without messages are left out', async () => {
    const w = await makeWorld();
    const { teamJob, soloJob } = await seed(w);
    const admin = await get<Page>(threads, w.adminA);
    expect(admin.status).toBe(200);
    expect(admin.body.data.map((t) => t.jobId)).toEqual([teamJob, soloJob]);
    expect(admin.body.data[0]).toMatchObject({
      title: 'Team office clean',
      messageCount: 2,
      lastMessage: { text: 'Got them', sender: 'Cole Tester' },
    });
    expect((await get<Page>(threads, w.cleanerA2)).body.data.map((t) => t.jobId)).toEqual([teamJob]);
    expect((await get<Page>(threads, w.clientA2)).body.data.map((t) => t.jobId)).toEqual([soloJob]);
    expect((await get<Page>(threads, w.adminB)).body.totalRecords).toBe(0);
    expect((await get<Page>(threads, w.adminA, { search: 'carpet' })).body.data.map((t) => t.jobId)).toEqual([soloJob]);
    expect(
      (await get<Page>(threads, w.adminA, { sortBy: 'title', sortOrder: 'asc' })).body.data.map((t) => t.title),
    ).toEqual(['Solo carpet clean', 'Team office clean']);
    expect((await get<Page>(threads, w.adminA, { pageSize: '1', pageNumber: '2' })).body).toMatchObject({
      totalRecords: 2,
      totalPages: 2,
    });
  });

  it('refuses anonymous callers (401) and bad paging or sort (400)', async () => {
    const w = await makeWorld();
    expect((await get(threads, undefined)).status).toBe(401);
    expect((await get(threads, w.adminA, { pageSize: '500' })).status).toBe(400);
    expect((await get(threads, w.adminA, { sortBy: 'password' })).status).toBe(400);
  });
});
