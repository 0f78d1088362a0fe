// "On my way" (issue 29 item 5): one tap by a Cleaner on the team e-mails the client (and texts them through the
// adapter when one is configured), at most once every 15 minutes; clients may opt out; other roles and teams may not.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { mailOutbox, users } from '@/lib/server/db/schema';
import { ukMobileE164, type SmsSender } from '@/lib/server/sms';
import { sendOnMyWay } from '@/lib/server/jobs/on-my-way';
import { makeWorld, send, type World } from '@/tests/api/backoffice-world';
import { endpoint } from '@/tests/support/endpoint';

const createJob = endpoint('POST /api/job/createjob');
const onMyWay = endpoint('POST /api/job/onmyway');
const sign = endpoint('POST /api/jobsigned/createjobsigned');
const updateUser = endpoint('PUT /api/user/updateuser');

const mailsFor = async (jobId: string) =>
  (await getDb())
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.relatedId, jobId), eq(mailOutbox.category, 'job-on-my-way')));

async function visit(w: World) {
  const job = await send<{ id: string }>(createJob, w.adminA, {
    title: 'Weekly clean',
    location: '4 Elm Row, Norwich',
    userClientId: w.clientA.user.id,
    teamIds: [w.cleanerA.user.id, w.cleanerA2.user.id],
  });
  return job.body.id;
}

const actorOf = (p: World['cleanerA']) => ({
  id: p.user.id,
  role: p.user.role,
  companyId: p.user.companyId,
  email: p.user.email,
  name: p.user.firstName,
});

describe('on my way', () => {
  it('e-mails the client with the time sent, once per 15 minutes however often it is tapped', async () => {
    const w = await makeWorld();
    const jobId = await visit(w);
    const first = await send<{ sentAt: string; email: boolean; text: string }>(onMyWay, w.cleanerA, { jobId });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ email: true, text: 'off' });
    const [mail] = await mailsFor(jobId);
    expect(mail!.to).toBe(w.clientA.user.email);
    expect(mail!.text).toMatch(/Cleo, Cole from Brightside Cleaning are on the way to 4 Elm Row, Norwich/);
    expect(mail!.text).toMatch(/Sent at \d\d:\d\d/);
    const again = await send<{ retryAfter: number; message: string }>(onMyWay, w.cleanerA2, { jobId });
    expect(again.status).toBe(429);
    expect(again.body.retryAfter).toBeGreaterThan(800);
    expect(again.headers.get('retry-after')).toBeTruthy();
    expect(await mailsFor(jobId)).toHaveLength(1);
    // After the interval a new tap sends again.
    const later = await sendOnMyWay(
      await getDb(),
      actorOf(w.cleanerA),
      jobId,
      null,
      new Date(Date.now() + 16 * 60_000),
    );
    expect(later.email).toBe(true);
    expect(await mailsFor(jobId)).toHaveLength(2);
  });

  it('texts a UK mobile through the adapter when one is configured, and survives a provider failure', async () => {
    const w = await makeWorld();
    await (await getDb()).update(users).set({ phoneNumber: '07700 900123' }).where(eq(users.id, w.clientA.user.id));
    const sent: [string, string][] = [];
    const fake: SmsSender = { send: async (to, text) => void sent.push([to, text]) };
    const ok = await sendOnMyWay(await getDb(), actorOf(w.cleanerA), await visit(w), fake);
    expect(ok.text).toBe('sent');
    expect(sent).toEqual([
      [
        '+447700900123',
        expect.stringMatching(
          /^Hello Clara, Cleo, Cole from Brightside Cleaning are on the way .* Sent at \d\d:\d\d\.$/,
        ),
      ],
    ]);
    const failing: SmsSender = {
      send: async () => {
        throw new Error('provider down');
      },
    };
    const failed = await sendOnMyWay(await getDb(), actorOf(w.cleanerA), await visit(w), failing);
    expect(failed).toMatchObject({ email: true, text: 'failed' });
    await (await getDb()).update(users).set({ phoneNumber: '01603 555 0123' }).where(eq(users.id, w.clientA.user.id));
    expect((await sendOnMyWay(await getDb(), actorOf(w.cleanerA), await visit(w), fake)).text).toBe('no-mobile');
    expect(ukMobileE164('+44 7700 900123')).toBe('+447700900123');
    expect(ukMobileE164('0044 (0)7700')).toBeNull();
  });

  it('respects the client opting out in their profile', async () => {
    const w = await makeWorld();
    const jobId = await visit(w);
    expect((await send(updateUser, w.clientA, { id: w.clientA.user.id, onMyWayOptOut: true }, 'PUT')).status).toBe(200);
    const refused = await send<{ message: string }>(onMyWay, w.cleanerA, { jobId });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('The client has turned these messages off');
    expect(await mailsFor(jobId)).toHaveLength(0);
  });

  it('is only for a Cleaner on the team of an open visit with a client', async () => {
    const w = await makeWorld();
    const jobId = await visit(w);
    const other = await send<{ id: string }>(createJob, w.adminA, {
      title: 'Other',
      userClientId: w.clientA2.user.id,
      teamIds: [w.cleanerA2.user.id],
    });
    expect((await send(onMyWay, w.cleanerA, { jobId: other.body.id })).status).toBe(403);
    expect((await send(onMyWay, w.cleanerB, { jobId })).status).toBe(403);
    expect((await send(onMyWay, w.adminA, { jobId })).status).toBe(403);
    expect((await send(onMyWay, w.clientA, { jobId })).status).toBe(403);
    expect((await send(onMyWay, undefined, { jobId })).status).toBe(401);
    expect((await send(onMyWay, w.cleanerA, { jobId: 'nope' })).status).toBe(400);
    expect((await send(onMyWay, w.cleanerA, { jobId: '00000000-0000-4000-8000-000000000000' })).status).toBe(404);
    const noClient = await send<{ id: string }>(createJob, w.adminA, {
      title: 'No client',
      teamIds: [w.cleanerA.user.id],
    });
    expect((await send(onMyWay, w.cleanerA, { jobId: noClient.body.id })).status).toBe(409);
    expect(
      (
        await send(sign, w.clientA, {
          jobId,
          signerName: 'Clara',
          signatureImage: 'data:image/png;base64,iVBORw0KGgo=',
        })
      ).status,
    ).toBe(201);
    expect((await send(onMyWay, w.cleanerA, { jobId })).status).toBe(409);
  });
});
