import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { mailOutbox, users } from '@/lib/server/db/schema';
import { londonTomorrow, runScheduledWork } from '@/lib/server/scheduler/service';
import { makeWorld, send, type World } from '@/tests/api/backoffice-world';
import { call } from '@/tests/support/http';
import { endpoint } from '@/tests/support/endpoint';

const cronGet = endpoint('GET /api/cron/run');
const cronPost = endpoint('POST /api/cron/run');
const createJob = endpoint('POST /api/job/createjob');
const updateJob = endpoint('PUT /api/job/updatejob');

const SECRET = vi.hoisted(() => {
  const secret = 'cron-secret-for-tests-0123456789';
  process.env.CRON_SECRET = secret;
  return secret;
});

const tomorrow = londonTomorrow(new Date());
const runCron = (handler = cronPost, secret = SECRET) =>
  call<{ reminders: number }>(handler, {
    method: handler === cronGet ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${secret}` },
  });

async function remindersFor(jobId: string) {
  const db = await getDb();
  return db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.category, 'job-reminder'), eq(mailOutbox.relatedId, jobId)));
}

const visit = async (w: World, extra: Record<string, unknown> = {}) =>
  (
    await send<{ id: string }>(createJob, w.adminA, {
      title: 'Weekly clean',
      userClientId: w.clientA.user.id,
      scheduledDate: tomorrow,
      startTime: '09:00',
      location: '1 High Street',
      ...extra,
    })
  ).body.id;

describe('POST /api/cron/run (day-before reminders, mail retries)', () => {
  it('queues one reminder to the client of tomorrow’s visit, however often and however concurrently it runs', async () => {
    const w = await makeWorld();
    const jobId = await visit(w);
    const first = await runCron();
    expect(first.status).toBe(200);
    expect(first.body.reminders).toBeGreaterThanOrEqual(1);
    await Promise.all([runCron(), runCron(cronGet), runScheduledWork(await getDb())]);
    const mails = await remindersFor(jobId);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: w.clientA.user.email });
    expect(mails[0]!.subject).toContain('Reminder: your cleaning visit tomorrow');
    expect(mails[0]!.text).toContain('at 09:00');
    // Moving the visit away and back to the same day sends no second reminder for that day.
    await send(updateJob, w.adminA, { id: jobId, scheduledDate: '2030-01-01' }, 'PUT');
    await send(updateJob, w.adminA, { id: jobId, scheduledDate: tomorrow }, 'PUT');
    await Promise.all([runCron(), runCron()]);
    expect(await remindersFor(jobId)).toHaveLength(1);
  });

  it('two concurrent runs on a fresh visit queue exactly one reminder', async () => {
    const w = await makeWorld();
    const jobId = await visit(w);
    const db = await getDb();
    await Promise.all([runScheduledWork(db), runScheduledWork(db), runCron()]);
    expect(await remindersFor(jobId)).toHaveLength(1);
  });

  it('sends nothing to a client who opted out, for other days, completed jobs or jobs without a client', async () => {
    const w = await makeWorld();
    const db = await getDb();
    await db.update(users).set({ jobRemindersOptOut: true }).where(eq(users.id, w.clientA2.user.id));
    const optedOut = await visit(w, { userClientId: w.clientA2.user.id });
    const later = await visit(w, { scheduledDate: '2031-06-01' });
    const done = await visit(w, { stage: 3 });
    const noClient = await visit(w, { userClientId: null });
    await runCron();
    for (const id of [optedOut, later, done, noClient]) expect(await remindersFor(id)).toHaveLength(0);
  });

  it('answers 401 without the secret, with a wrong one or a user’s token', async () => {
    const w = await makeWorld();
    expect((await call(cronPost, { method: 'POST' })).status).toBe(401);
    expect((await runCron(cronPost, 'wrong-secret-wrong-secret-000000')).status).toBe(401);
    expect((await runCron(cronGet, `${SECRET}x`)).status).toBe(401);
    expect((await call(cronPost, { method: 'POST', token: w.superAdmin.token })).status).toBe(401);
  });
});
