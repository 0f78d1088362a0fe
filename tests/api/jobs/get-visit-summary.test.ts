import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { chatMessages, clockRecords, jobChecklistItems, rotaShifts } from '@/lib/server/db/schema';
import { get, makeWorld, missingId, send, type Person } from '@/tests/api/backoffice-world';
import { endpoint } from '@/tests/support/endpoint';

const createJob = endpoint('POST /api/job/createjob');
const summary = endpoint('GET /api/job/getvisitsummary');

type Summary = {
  jobId: string;
  checklist: { label: string; done: boolean }[];
  checklistDone: number;
  photos: { imagePath: string; caption: string | null; sender: string }[];
  timeOnSite: { minutes: number; firstIn: string | null; lastOut: string | null; people: number; onSiteNow: boolean };
};

const ask = (who: Person | undefined, jobId: string) => get<Summary>(summary, who, { jobId });
const at = (iso: string) => new Date(iso);

describe('GET /api/Job/GetVisitSummary', () => {
  it('gives the checklist, the chat photos (newest first) and the time on site from the job’s clock records and its shifts', async () => {
    const w = await makeWorld();
    const db = await getDb();
    const job = (
      await send<{ id: string }>(createJob, w.adminA, {
        title: 'Spring clean',
        userClientId: w.clientA.user.id,
        teamIds: [w.cleanerA.user.id, w.cleanerA2.user.id],
        scheduledDate: '2026-03-02',
        startTime: '09:00',
        checklist: [{ label: 'Kitchen' }, { label: 'Windows' }],
      })
    ).body;
    await db
      .update(jobChecklistItems)
      .set({ done: true })
      .where(and(eq(jobChecklistItems.jobId, job.id), eq(jobChecklistItems.label, 'Kitchen')));
    await db.insert(chatMessages).values([
      {
        jobId: job.id,
        senderId: w.cleanerA.user.id,
        text: 'Before',
        imagePath: 'chat/before.png',
        createdAt: at('2026-03-02T09:05:00Z'),
      },
      { jobId: job.id, senderId: w.cleanerA.user.id, text: 'Just words', createdAt: at('2026-03-02T09:30:00Z') },
      {
        jobId: job.id,
        senderId: w.cleanerA2.user.id,
        text: null,
        imagePath: 'chat/after.png',
        createdAt: at('2026-03-02T11:55:00Z'),
      },
    ]);
    const [shift] = await db
      .insert(rotaShifts)
      .values({
        companyId: w.a.id,
        cleanerId: w.cleanerA2.user.id,
        date: '2026-03-02',
        startTime: '09:00',
        endTime: '12:00',
        jobId: job.id,
      })
      .returning();
    await db.insert(clockRecords).values([
      {
        companyId: w.a.id,
        userId: w.cleanerA.user.id,
        jobId: job.id,
        clockIn: at('2026-03-02T09:00:00Z'),
        clockOut: at('2026-03-02T11:30:00Z'),
      },
      {
        companyId: w.a.id,
        userId: w.cleanerA2.user.id,
        shiftId: shift!.id,
        clockIn: at('2026-03-02T09:10:00Z'),
        clockOut: at('2026-03-02T12:00:00Z'),
      },
      // Another job's record does not count.
      {
        companyId: w.a.id,
        userId: w.cleanerA.user.id,
        clockIn: at('2026-03-02T13:00:00Z'),
        clockOut: at('2026-03-02T14:00:00Z'),
      },
    ]);

    const res = await ask(w.clientA, job.id);
    expect(res.status).toBe(200);
    expect(res.body.checklist.map((i) => [i.label, i.done])).toEqual([
      ['Kitchen', true],
      ['Windows', false],
    ]);
    expect(res.body.checklistDone).toBe(1);
    expect(res.body.photos.map((p) => [p.imagePath, p.caption])).toEqual([
      ['chat/after.png', null],
      ['chat/before.png', 'Before'],
    ]);
    expect(res.body.photos[1]!.sender).toBe('Cleo Tester');
    expect(res.body.timeOnSite).toEqual({
      minutes: 150 + 170,
      firstIn: '2026-03-02T09:00:00.000Z',
      lastOut: '2026-03-02T12:00:00.000Z',
      people: 2,
      onSiteNow: false,
    });
    expect((await ask(w.adminA, job.id)).status).toBe(200);
    expect((await ask(w.cleanerA, job.id)).status).toBe(200);
  });

  it('says when nothing was recorded, and when someone is still on site', async () => {
    const w = await makeWorld();
    const job = (
      await send<{ id: string }>(createJob, w.adminA, {
        title: 'Quick tidy',
        userClientId: w.clientA.user.id,
        teamIds: [w.cleanerA.user.id],
      })
    ).body;
    expect((await ask(w.clientA, job.id)).body).toMatchObject({
      checklist: [],
      checklistDone: 0,
      photos: [],
      timeOnSite: { minutes: 0, firstIn: null, lastOut: null, people: 0, onSiteNow: false },
    });
    await (
      await getDb()
    )
      .insert(clockRecords)
      .values({ companyId: w.a.id, userId: w.cleanerA.user.id, jobId: job.id, clockIn: at('2026-03-02T09:00:00Z') });
    expect((await ask(w.clientA, job.id)).body.timeOnSite).toMatchObject({ minutes: 0, people: 1, onSiteNow: true });
  });

  it('refuses another client or company (403), anonymous (401), a missing job (404) and a bad id (400)', async () => {
    const w = await makeWorld();
    const job = (await send<{ id: string }>(createJob, w.adminA, { title: 'Private', userClientId: w.clientA.user.id }))
      .body;
    expect((await ask(w.clientA2, job.id)).status).toBe(403);
    expect((await ask(w.adminB, job.id)).status).toBe(403);
    expect((await ask(w.cleanerA2, job.id)).status).toBe(403);
    expect((await ask(undefined, job.id)).status).toBe(401);
    expect((await ask(w.clientA, missingId())).status).toBe(404);
    expect((await ask(w.clientA, 'x')).status).toBe(400);
  });
});
