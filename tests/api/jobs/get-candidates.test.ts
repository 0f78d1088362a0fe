import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { leaves, rotaShifts } from '@/lib/server/db/schema';
import { createUser } from '@/tests/support/factories';
import { makeWorld, missingId, send, type World } from '@/tests/api/backoffice-world';
import { call } from '@/tests/support/http';
import { endpoint } from '@/tests/support/endpoint';

const createJob = endpoint('POST /api/job/createjob');
const candidates = endpoint('GET /api/job/getcandidates/[id]');

type Candidates = {
  scheduled: boolean;
  endTime: string | null;
  data: { id: string; name: string }[];
  totalRecords: number;
};
const DAY = '2026-12-07';

const ask = (who: World['adminA'] | undefined, id: string) =>
  call<Candidates>(candidates, { token: who?.token, params: { id } });

describe('GET /api/Job/GetCandidates/{id}', () => {
  it('lists the company’s cleaners free at the visit: no overlapping shift, job or approved leave, not on the team', async () => {
    const w = await makeWorld();
    const db = await getDb();
    const at = (first: string) => createUser('Cleaner', { companyId: w.a.id, firstName: first });
    const [shifted, earlyShift, onLeave, pendingLeave, otherJob, laterJob] = await Promise.all(
      ['Sid', 'Eve', 'Leo', 'Pam', 'Ola', 'Lou'].map(at),
    );
    const job = (
      await send<{ id: string }>(createJob, w.adminA, {
        title: 'Office deep clean',
        scheduledDate: DAY,
        startTime: '10:00',
        durationMinutes: 120,
        teamIds: [w.cleanerA.user.id],
      })
    ).body;
    await db.insert(rotaShifts).values([
      { companyId: w.a.id, cleanerId: shifted!.user.id, date: DAY, startTime: '11:30', endTime: '15:00' },
      { companyId: w.a.id, cleanerId: earlyShift!.user.id, date: DAY, startTime: '07:00', endTime: '10:00' }, // ends as the visit starts
      // A shift for this very job is no clash.
      {
        companyId: w.a.id,
        cleanerId: w.cleanerA2.user.id,
        date: DAY,
        startTime: '10:00',
        endTime: '12:00',
        jobId: job.id,
      },
    ]);
    await db.insert(leaves).values([
      {
        companyId: w.a.id,
        userId: onLeave!.user.id,
        type: 'annual',
        startDate: '2026-12-05',
        endDate: '2026-12-08',
        status: 'approved',
      },
      {
        companyId: w.a.id,
        userId: pendingLeave!.user.id,
        type: 'annual',
        startDate: DAY,
        endDate: DAY,
        status: 'pending',
      },
    ]);
    await send(createJob, w.adminA, {
      title: 'Overlapping',
      scheduledDate: DAY,
      startTime: '11:00',
      durationMinutes: 60,
      teamIds: [otherJob!.user.id],
    });
    await send(createJob, w.adminA, {
      title: 'Afternoon',
      scheduledDate: DAY,
      startTime: '12:00',
      durationMinutes: 60,
      teamIds: [laterJob!.user.id],
    });

    const res = await ask(w.adminA, job.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ scheduled: true, endTime: '12:00' });
    expect(res.body.data.map((c) => c.name).sort()).toEqual(['Cole Tester', 'Eve Tester', 'Lou Tester', 'Pam Tester']);
    expect((await ask(w.superAdmin, job.id)).body.totalRecords).toBe(4);
  });

  it('answers scheduled: false for a job without a date or time', async () => {
    const w = await makeWorld();
    const job = (await send<{ id: string }>(createJob, w.adminA, { title: 'Whenever' })).body;
    expect((await ask(w.adminA, job.id)).body).toMatchObject({ scheduled: false, data: [], totalRecords: 0 });
  });

  it('refuses Cleaners and Clients, other companies (403), anonymous (401), missing jobs (404), bad ids (400)', async () => {
    const w = await makeWorld();
    const job = (
      await send<{ id: string }>(createJob, w.adminA, {
        title: 'Shop',
        scheduledDate: DAY,
        startTime: '08:00',
        teamIds: [w.cleanerA.user.id],
        userClientId: w.clientA.user.id,
      })
    ).body;
    expect((await ask(w.cleanerA, job.id)).status).toBe(403);
    expect((await ask(w.clientA, job.id)).status).toBe(403);
    expect((await ask(w.adminB, job.id)).status).toBe(403);
    expect((await ask(undefined, job.id)).status).toBe(401);
    expect((await ask(w.adminA, missingId())).status).toBe(404);
    expect((await ask(w.adminA, 'x')).status).toBe(400);
  });
});
