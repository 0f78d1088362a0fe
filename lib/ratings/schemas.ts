import { z } from 'zod';
import { RATING_COMMENT_MAX, TESTIMONIAL_FILTERS, TESTIMONIAL_SORTS } from '@/lib/ratings/rules';
import { idSchema, listQueryShape, paginationSchema } from '@/lib/schemas/common';

/** POST /api/rating/createrating: the job's Client rates a signed-off visit once. */
export const createRatingSchema = z.object({
  jobId: idSchema,
  rating: z
    .number('Choose from 1 to 5 stars')
    .int('Choose from 1 to 5 stars')
    .min(1, 'Choose from 1 to 5 stars')
    .max(5, 'Choose from 1 to 5 stars'),
  comment: z.string().trim().max(RATING_COMMENT_MAX, `Must be at most ${RATING_COMMENT_MAX} characters`).default(''),
  /** May the office quote the comment on the public site (first name and town only)? Kept only with a 5. */
  testimonialConsent: z.boolean('Must be true or false').default(false),
});
export type CreateRatingInput = z.infer<typeof createRatingSchema>;

/** The client's rating form (the browser loads it on demand). */
export const ratingFormSchema = createRatingSchema;

/** POST /api/rating/testimonials: the 5-star ratings whose clients consented, for the office to publish. */
export const listTestimonialsSchema = paginationSchema.extend({
  ...listQueryShape(TESTIMONIAL_SORTS),
  status: z.enum(TESTIMONIAL_FILTERS).optional(),
});
export type ListTestimonialsInput = z.infer<typeof listTestimonialsSchema>;

/** PUT /api/rating/publishtestimonial: show or hide one testimonial on the public carousel. */
export const publishTestimonialSchema = z.object({ jobId: idSchema, published: z.boolean('Must be true or false') });
export type PublishTestimonialInput = z.infer<typeof publishTestimonialSchema>;
