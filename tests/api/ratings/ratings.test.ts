// After the visit (issue 29 item 4): the e-mail asking for a rating at sign-off, rating once, who may rate, the
// office's low-rating alert on the overview, and testimonials from 5-star ratings given with consent.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { mailOutbox, users } from '@/lib/server/db/schema';
import { publishedTestimonials } from '@/lib/server/ratings/service';
import { get, makeWorld, send, type Person, type World } from '@/tests/api/backoffice-world';
import { endpoint } from '@/tests/support/endpoint';

const overview = endpoint('GET /api/dashboard/overview');
const createJob = endpoint('POST /api/job/createjob');
const sign = endpoint('POST /api/jobsigned/createjobsigned');
const rate = endpoint('POST /api/rating/createrating');
const ratingOf = endpoint('GET /api/rating/getratingbyjob');
const publish = endpoint('PUT /api/rating/publishtestimonial');
const testimonials = endpoint('POST /api/rating/testimonials');

const signature = 'data:image/png;base64,iVBORw0KGgo=';

async function signedJob(w: World, client: Person = w.clientA) {
  const job = await send<{ id: string }>(createJob, w.adminA, {
    title: 'Deep clean – 9 Oak Lane',
    userClientId: client.user.id,
    teamIds: [w.cleanerA.user.id],
  });
  expect(job.status).toBe(201);
  expect(
    (await send(sign, client, { jobId: job.body.id, signerName: 'Clara', signatureImage: signature })).status,
  ).toBe(201);
  return job.body.id;
}

type Overview = { lowRatings: { count: number; recent: { jobId: string; rating: number; comment: string }[] } };

describe('ratings', () => {
  it('asks the client by e-mail at sign-off, and lets them rate once', async () => {
    const w = await makeWorld();
    const jobId = await signedJob(w);
    const mails = await (
      await getDb()
    )
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.relatedId, jobId), eq(mailOutbox.category, 'job-rating-request')));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe(w.clientA.user.email);
    expect(mails[0]!.text).toContain(`/dashboard/job/${jobId}`);
    expect((await get(ratingOf, w.clientA, { jobId })).body).toMatchObject({ rating: null, canRate: true });
    const first = await send(rate, w.clientA, { jobId, rating: 4, comment: 'Lovely job' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ rating: 4, comment: 'Lovely job', testimonialConsent: false });
    expect((await send(rate, w.clientA, { jobId, rating: 5 })).status).toBe(409);
    expect((await get(ratingOf, w.clientA, { jobId })).body).toMatchObject({ rating: { rating: 4 }, canRate: false });
    // The office and the team see the rating; nobody else.
    expect((await get(ratingOf, w.adminA, { jobId })).body).toMatchObject({ rating: { rating: 4 }, canRate: false });
    expect((await get(ratingOf, w.adminB, { jobId })).status).toBe(403);
    expect((await get(ratingOf, w.clientA2, { jobId })).status).toBe(403);
  });

  it('refuses a rating before sign-off, from the wrong role, from another client or company, and bad input', async () => {
    const w = await makeWorld();
    const open = await send<{ id: string }>(createJob, w.adminA, { title: 'Not yet', userClientId: w.clientA.user.id });
    expect((await send(rate, w.clientA, { jobId: open.body.id, rating: 5 })).status).toBe(409);
    const jobId = await signedJob(w);
    expect((await send(rate, w.adminA, { jobId, rating: 5 })).status).toBe(403);
    expect((await send(rate, w.cleanerA, { jobId, rating: 5 })).status).toBe(403);
    expect((await send(rate, w.clientA2, { jobId, rating: 5 })).status).toBe(403);
    expect((await send(rate, w.clientB, { jobId, rating: 5 })).status).toBe(403);
    expect((await send(rate, undefined, { jobId, rating: 5 })).status).toBe(401);
    const bad = await send<{ fieldErrors: Record<string, string[]> }>(rate, w.clientA, {
      jobId,
      rating: 6,
      comment: 'x'.repeat(1001),
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fieldErrors).sort()).toEqual(['comment', 'rating']);
    expect((await send(rate, w.clientA, { jobId: '00000000-0000-4000-8000-000000000000', rating: 5 })).status).toBe(
      404,
    );
  });

  it("alerts the office on the overview for a rating of 3 or less, in the rating's company only", async () => {
    const w = await makeWorld();
    const low = await signedJob(w);
    const good = await signedJob(w, w.clientA2);
    expect((await send(rate, w.clientA, { jobId: low, rating: 2, comment: 'Bathroom missed' })).status).toBe(201);
    expect((await send(rate, w.clientA2, { jobId: good, rating: 4 })).status).toBe(201);
    const mine = await get<Overview>(overview, w.adminA);
    expect(mine.body.lowRatings.count).toBe(1);
    expect(mine.body.lowRatings.recent).toEqual([
      expect.objectContaining({ jobId: low, rating: 2, comment: 'Bathroom missed' }),
    ]);
    expect((await get<Overview>(overview, w.adminB)).body.lowRatings.count).toBe(0);
  });

  it('offers a consented 5 as a testimonial that the office publishes with first name and town only', async () => {
    const w = await makeWorld();
    await (await getDb()).update(users).set({ city: 'Wymondham' }).where(eq(users.id, w.clientA.user.id));
    const five = await signedJob(w);
    const noConsent = await signedJob(w, w.clientA2);
    expect(
      (
        await send(rate, w.clientA, {
          jobId: five,
          rating: 5,
          comment: 'Spotless, thank you!',
          testimonialConsent: true,
        })
      ).status,
    ).toBe(201);
    expect(
      (await send(rate, w.clientA2, { jobId: noConsent, rating: 5, comment: 'Great', testimonialConsent: false }))
        .status,
    ).toBe(201);
    const list = await send<{
      data: { jobId: string; firstName: string; town: string }[];
      counts: Record<string, number>;
    }>(testimonials, w.adminA, { status: 'offered' });
    expect(list.body.data.map((r) => r.jobId)).toEqual([five]);
    expect(list.body.data[0]).toMatchObject({ firstName: 'Clara', town: 'Wymondham' });
    expect(list.body.counts).toEqual({ all: 1, offered: 1, published: 0 });
    expect((await send(testimonials, w.adminB, {})).body).toMatchObject({ totalRecords: 0 });
    expect((await send(testimonials, w.clientA, {})).status).toBe(403);
    expect((await send(publish, w.adminB, { jobId: five, published: true }, 'PUT')).status).toBe(403);
    expect((await send(publish, w.adminA, { jobId: noConsent, published: true }, 'PUT')).status).toBe(409);
    expect((await send(publish, w.adminA, { jobId: five, published: true }, 'PUT')).status).toBe(200);
    const shown = await publishedTestimonials(await getDb(), 50);
    const entry = shown.find((s) => s.id === five);
    expect(entry).toEqual({ id: five, quote: 'Spotless, thank you!', firstName: 'Clara', town: 'Wymondham' });
    expect(JSON.stringify(entry)).not.toContain('Tester');
    expect((await send(publish, w.adminA, { jobId: five, published: false }, 'PUT')).status).toBe(200);
    expect((await publishedTestimonials(await getDb(), 50)).some((s) => s.id === five)).toBe(false);
  });
});
