import 'server-only';
import { ADMIN_ROLES, CLIENT_ROLES } from '@/lib/roles';
import { jobIdQuerySchema } from '@/lib/jobs/schemas';
import { createRatingSchema, listTestimonialsSchema, publishTestimonialSchema } from '@/lib/ratings/schemas';
import { endpoint, endpoints } from '@/lib/server/http/endpoint';
import { rateJob, getJobRating, listTestimonials, publishTestimonial } from '@/lib/server/ratings/service';

export const ratingsEndpoints = endpoints('Ratings', {
  'POST /api/rating/createrating': endpoint({
    access: CLIENT_ROLES,
    body: createRatingSchema,
    success: 201,
    summary:
      "The job's Client rates a completed, signed-off visit once: { jobId, rating 1–5, comment, testimonialConsent (kept only with a 5 and a comment) }; 409 before sign-off or when already rated",
    handler: async ({ db, actor, body }) => await rateJob(db, actor, body),
  }),
  'GET /api/rating/getratingbyjob': endpoint({
    access: 'signed-in',
    query: jobIdQuerySchema,
    summary: "A visible job's rating (null when none) and canRate (its Client, signed off, not yet rated)",
    handler: async ({ db, actor, query }) => getJobRating(db, actor, query.jobId),
  }),
  'POST /api/rating/testimonials': endpoint({
    access: ADMIN_ROLES,
    body: listTestimonialsSchema,
    summary:
      "The company's 5-star ratings given with consent, to publish on the public carousel; tabs offered / published: { data, totalRecords, totalPages, counts }",
    handler: async ({ db, actor, body }) => listTestimonials(db, actor, body),
  }),
  'PUT /api/rating/publishtestimonial': endpoint({
    access: ADMIN_ROLES,
    body: publishTestimonialSchema,
    summary: 'Show (published: true) or hide a testimonial on the public carousel (first name and town only)',
    handler: async ({ db, actor, body }) => publishTestimonial(db, actor, body),
  }),
});
