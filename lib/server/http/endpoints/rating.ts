import 'server-only';
import { ADMIN_ROLES, CLIENT_ROLES } from '@/lib/roles';
import { jobIdQuerySchema } from '@/lib/schemas/job';
import { createRatingSchema, listTestimonialsSchema, publishTestimonialSchema } from '@/lib/schemas/rating';
import * as api from '@/lib/api/endpoints/rating';
import { serverHalf } from './define';

export const rating = serverHalf(api, 'Ratings', {
  create: {
    access: CLIENT_ROLES,
    body: createRatingSchema,
    success: 201,
    summary:
      "The job's Client rates a completed, signed-off visit once: { jobId, rating 1–5, comment, testimonialConsent (kept only with a 5 and a comment) }; 409 before sign-off or when already rated",
  },
  byJob: {
    access: 'signed-in',
    query: jobIdQuerySchema,
    summary: "A visible job's rating (null when none) and canRate (its Client, signed off, not yet rated)",
  },
  testimonials: {
    access: ADMIN_ROLES,
    body: listTestimonialsSchema,
    summary:
      "The company's 5-star ratings given with consent, to publish on the public carousel; tabs offered / published: { data, totalRecords, totalPages, counts }",
  },
  publishTestimonial: {
    access: ADMIN_ROLES,
    body: publishTestimonialSchema,
    summary: 'Show (published: true) or hide a testimonial on the public carousel (first name and town only)',
  },
});
