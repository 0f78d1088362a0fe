import { describe, expect, it } from 'vitest';
import { get, makeWorld, missingId, send, type Person, type World } from '@/tests/api/backoffice-world';
import { endpoint } from '@/tests/support/endpoint';

const createChat = endpoint('POST /api/chatbox/createchatbox');
const threads = endpoint('GET /api/chatbox/getthreads');
const markRead = endpoint('POST /api/chatbox/markread');
const createJob = endpoint('POST /api/job/createjob');
const listJobs = endpoint('POST /api/job/jobs');

type JobList = { data: { id: string; unreadCount: number }[] };
type ThreadPage = { data: { jobId: string; unreadCount: number }[] };

async function seed(w: World) {
  const job = (
    await send<{ id: string }>(createJob, w.adminA, {
      title: 'Unread test',
      userClientId: w.clientA.user.id,
      teamIds: [w.cleanerA.user.id],
    })
  ).body.id;
  const quiet = (
    await send<{ id: string }>(createJob, w.adminA, {
      title: 'Quiet',
      userClientId: w.clientA.user.id,
      teamIds: [w.cleanerA.user.id],
    })
  ).body.id;
  return { job, quiet };
}
const post = async (who: Person, jobId: string, text: string) =>
  (await send<{ id: string }>(createChat, who, { jobId, text })).body.id;
const unreadInList = async (who: Person) =>
  Object.fromEntries((await send<JobList>(listJobs, who, {})).body.data.map((j) => [j.id, j.unreadCount]));
const unreadInInbox = async (who: Person) =>
  Object.fromEntries((await get<ThreadPage>(threads, who)).body.data.map((t) => [t.jobId, t.unreadCount]));

describe('POST /api/ChatBox/MarkRead and unread counts', () => {
  it('counts messages from others since the person last opened the chat, per person; one’s own never count', async () => {
    const w = await makeWorld();
    const { job, quiet } = await seed(w);
    await post(w.clientA, job, 'Is Tuesday fine?');
    await post(w.clientA, job, 'Keys under the mat');
    await post(w.cleanerA, job, 'Yes');
    expect(await unreadInList(w.cleanerA)).toEqual({ [job]: 2, [quiet]: 0 });
    expect(await unreadInList(w.clientA)).toEqual({ [job]: 1, [quiet]: 0 });
    expect(await unreadInList(w.adminA)).toEqual({ [job]: 3, [quiet]: 0 });
    expect(await unreadInInbox(w.cleanerA)).toEqual({ [job]: 2 });

    const read = await send<{ jobId: string; unreadCount: number }>(markRead, w.cleanerA, { jobId: job });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ jobId: job, unreadCount: 0 });
    expect(await unreadInList(w.cleanerA)).toEqual({ [job]: 0, [quiet]: 0 });
    expect(await unreadInInbox(w.cleanerA)).toEqual({ [job]: 0 });
    expect((await unreadInList(w.adminA))[job]).toBe(3); // the marker is the cleaner's alone

    // A new message counts again; reading up to an older message leaves the newer one unread and never moves back.
    const first = await post(w.adminA, job, 'On my way');
    await post(w.clientA, job, 'Thanks');
    expect((await unreadInList(w.cleanerA))[job]).toBe(2);
    expect((await send(markRead, w.cleanerA, { jobId: job, lastMessageId: first })).status).toBe(200);
    expect((await unreadInList(w.cleanerA))[job]).toBe(1);
    await send(markRead, w.cleanerA, { jobId: job });
    await send(markRead, w.cleanerA, { jobId: job, lastMessageId: first });
    expect((await unreadInInbox(w.cleanerA))[job]).toBe(0);
  });

  it('is refused to a Cleaner not on the job and another company (403), 404 for a missing job or message, 400 for bad input, 401 anonymous', async () => {
    const w = await makeWorld();
    const { job, quiet } = await seed(w);
    const other = await post(w.clientA, quiet, 'Other thread');
    expect((await send(markRead, w.cleanerA2, { jobId: job })).status).toBe(403);
    expect((await send(markRead, w.clientA2, { jobId: job })).status).toBe(403);
    expect((await send(markRead, w.adminB, { jobId: job })).status).toBe(403);
    expect((await send(markRead, w.adminA, { jobId: missingId() })).status).toBe(404);
    expect((await send(markRead, w.cleanerA, { jobId: job, lastMessageId: other })).status).toBe(404);
    expect((await send(markRead, w.cleanerA, { jobId: 'nope' })).status).toBe(400);
    expect((await send(markRead, undefined, { jobId: job })).status).toBe(401);
    expect((await send(markRead, w.clientA, { jobId: job })).status).toBe(200);
    expect((await send(markRead, w.superAdmin, { jobId: job })).status).toBe(200);
  });
});
