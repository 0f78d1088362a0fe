import 'server-only';
import { and, count, desc, eq, gte, ilike, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { BRAND } from '@/lib/brand';
import { isSignedOff } from '@/lib/jobs/rules';
import {
  LOW_RATING_ALERT_DAYS,
  LOW_RATING_MAX,
  PUBLIC_TESTIMONIAL_COUNT,
  TESTIMONIAL_RATING,
} from '@/lib/ratings/rules';
import type { CreateRatingInput, ListTestimonialsInput, PublishTestimonialInput } from '@/lib/ratings/schemas';
import type { Actor } from '@/lib/server/auth/actor';
import type { Db } from '@/lib/server/db/client';
import { jobRatings, jobs, users } from '@/lib/server/db/schema';
import { conflict, forbidden, notFound } from '@/lib/server/http/errors';
import { siteOrigin } from '@/lib/server/http/site-origin';
import type { MailMessage } from '@/lib/server/mail';
import { mailFormat } from '@/lib/server/mail/locale';
import { assertCompanyAdmin, companyFilter, likeTerm, orderOf, pageOf, pageResult } from '@/lib/server/auth/access';
import { findVisibleJob } from '@/lib/server/jobs/queries';

// After the visit (issue 29 item 4): the Client rates a completed, signed-off visit once, 1 to 5 with a comment. A low
// rating alerts the office on its overview; a 5 given with consent is offered to the office as a testimonial, and
// published ones join the public carousel with the client's first name and town only.

const toRating = (row: typeof jobRatings.$inferSelect) => ({
  jobId: row.jobId,
  rating: row.rating,
  comment: row.comment,
  testimonialConsent: row.testimonialConsent,
  published: row.publishedAt !== null,
  createdAt: row.createdAt,
});

/** The mail that asks the client to rate a visit just signed off (queued in the sign-off's transaction), in their language. */
export async function ratingRequestMail(
  job: { id: string; title: string; companyId: string },
  client: { email: string; firstName: string; locale: string | null },
): Promise<MailMessage> {
  const { t } = await mailFormat(client.locale);
  return {
    to: client.email,
    subject: t('rating.subject', { title: job.title }),
    text:
      `${t('common.greeting', { name: client.firstName })}\n\n${t('rating.body', { title: job.title })}\n` +
      `${siteOrigin()}/dashboard/job/${job.id}#rating\n\n${t('rating.readByOffice')}\n\n${BRAND}`,
    category: 'job-rating-request',
    relatedId: job.id,
    companyId: job.companyId,
  };
}

/**
 * GET /api/rating/getratingbyjob: a visible job's rating (null when none yet) and whether the caller may rate it now:
 * its own Client, signed off, not rated.
 */
export async function getJobRating(db: Db, actor: Actor, jobId: string) {
  const { job } = await findVisibleJob(db, actor, jobId);
  const [row] = await db.select().from(jobRatings).where(eq(jobRatings.jobId, jobId)).limit(1);
  const canRate = !row && actor.role === 'Client' && job.clientId === actor.id && isSignedOff(job.stage);
  return { jobId, rating: row ? toRating(row) : null, canRate };
}

/** POST /api/rating/createrating: the job's own Client, once, after sign-off (409 before it and on a second try). */
export async function rateJob(db: Db, actor: Actor, input: CreateRatingInput) {
  const { job } = await findVisibleJob(db, actor, input.jobId);
  if (actor.role !== 'Client' || job.clientId !== actor.id)
    throw forbidden('Only the client of this visit can rate it');
  if (!isSignedOff(job.stage)) throw conflict('You can rate a visit once it has been signed off');
  const [client] = await db
    .select({ firstName: users.firstName, city: users.city })
    .from(users)
    .where(eq(users.id, actor.id))
    .limit(1);
  const [row] = await db
    .insert(jobRatings)
    .values({
      jobId: job.id,
      companyId: job.companyId,
      clientId: actor.id,
      rating: input.rating,
      comment: input.comment,
      testimonialConsent: input.testimonialConsent && input.rating === TESTIMONIAL_RATING && input.comment.length > 0,
      firstName: client?.firstName ?? '',
      town: client?.city?.trim() ?? '',
    })
    .onConflictDoNothing({ target: jobRatings.jobId })
    .returning();
  if (!row) throw conflict('You have already rated this visit');
  return toRating(row);
}

const offered = and(eq(jobRatings.rating, TESTIMONIAL_RATING), eq(jobRatings.testimonialConsent, true));

/** POST /api/rating/testimonials: the company's 5-star ratings given with consent; tabs: offered (not published), published. */
export async function listTestimonials(db: Db, actor: Actor, input: ListTestimonialsInput) {
  const t = jobRatings;
  const term = input.search ? likeTerm(input.search) : null;
  const base = and(
    companyFilter(actor, t.companyId),
    offered,
    term
      ? or(ilike(t.firstName, term), ilike(t.comment, term), ilike(t.town, term), ilike(jobs.title, term))
      : undefined,
  );
  const tab: Record<string, SQL> = { offered: isNull(t.publishedAt), published: isNotNull(t.publishedAt) };
  const where = input.status ? and(base, tab[input.status]) : base;
  const { limit, offset } = pageOf(input);
  const order = orderOf(input, { createdAt: t.createdAt, firstName: sql`lower(${t.firstName})` }, [
    desc(t.createdAt),
    desc(t.jobId),
  ]);
  const [data, byTab] = await Promise.all([
    db
      .select({
        jobId: t.jobId,
        jobTitle: jobs.title,
        rating: t.rating,
        comment: t.comment,
        firstName: t.firstName,
        town: t.town,
        publishedAt: t.publishedAt,
        createdAt: t.createdAt,
      })
      .from(t)
      .innerJoin(jobs, eq(jobs.id, t.jobId))
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db
      .select({ published: sql<boolean>`${t.publishedAt} is not null`, value: count() })
      .from(t)
      .innerJoin(jobs, eq(jobs.id, t.jobId))
      .where(base)
      .groupBy(sql`${t.publishedAt} is not null`),
  ]);
  const counts = { offered: 0, published: 0 };
  for (const r of byTab) counts[r.published ? 'published' : 'offered'] += Number(r.value);
  const all = counts.offered + counts.published;
  return { ...pageResult(data, input.status ? counts[input.status] : all, input.pageSize), counts: { all, ...counts } };
}

/** PUT /api/rating/publishtestimonial: an admin of the rating's company shows or hides it on the public site. */
export async function publishTestimonial(db: Db, actor: Actor, input: PublishTestimonialInput) {
  const [row] = await db.select().from(jobRatings).where(eq(jobRatings.jobId, input.jobId)).limit(1);
  if (!row) throw notFound('Rating not found');
  assertCompanyAdmin(actor, row.companyId);
  if (row.rating !== TESTIMONIAL_RATING || !row.testimonialConsent)
    throw conflict('Only a 5-star rating given with the client’s consent can be published');
  const [updated] = await db
    .update(jobRatings)
    .set({ publishedAt: input.published ? (row.publishedAt ?? new Date()) : null })
    .where(eq(jobRatings.jobId, input.jobId))
    .returning();
  return toRating(updated!);
}

/** The office's alert: ratings of 3 or less in the last 30 days, newest first (the overview shows five and the count). */
export async function lowRatingsFor(db: Db, actor: Actor, now = new Date()) {
  const since = new Date(now.getTime() - LOW_RATING_ALERT_DAYS * 86_400_000);
  const where = and(
    companyFilter(actor, jobRatings.companyId),
    lte(jobRatings.rating, LOW_RATING_MAX),
    gte(jobRatings.createdAt, since),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        jobId: jobRatings.jobId,
        jobTitle: jobs.title,
        rating: jobRatings.rating,
        comment: jobRatings.comment,
        firstName: jobRatings.firstName,
        createdAt: jobRatings.createdAt,
      })
      .from(jobRatings)
      .innerJoin(jobs, eq(jobs.id, jobRatings.jobId))
      .where(where)
      .orderBy(desc(jobRatings.createdAt))
      .limit(5),
    db.select({ value: count() }).from(jobRatings).where(where),
  ]);
  return { count: Number(total?.value ?? 0), recent: rows };
}

/** The public carousel's testimonials: the newest published, in the client's words, first name and town only. */
export async function publishedTestimonials(db: Db, limit = PUBLIC_TESTIMONIAL_COUNT) {
  return db
    .select({ id: jobRatings.jobId, quote: jobRatings.comment, firstName: jobRatings.firstName, town: jobRatings.town })
    .from(jobRatings)
    .where(and(isNotNull(jobRatings.publishedAt), offered))
    .orderBy(desc(jobRatings.publishedAt))
    .limit(limit);
}
