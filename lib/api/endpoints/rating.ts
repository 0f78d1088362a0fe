import type { z } from 'zod';
import type { jobIdQuerySchema } from '@/lib/schemas/job';
import type { createRatingSchema, listTestimonialsSchema, publishTestimonialSchema } from '@/lib/schemas/rating';
import type { getJobRating, listTestimonials, publishTestimonial as publishTestimonialService, rateJob } from '@/lib/server/services/ratings';
import type { ApiResult } from '@/lib/api-client/types';
import type { Endpoint } from './endpoint';

export const create = 'POST /api/rating/createrating' as Endpoint<{ json: z.input<typeof createRatingSchema> }, ApiResult<typeof rateJob>>;
export const byJob = 'GET /api/rating/getratingbyjob' as Endpoint<{ query: z.input<typeof jobIdQuerySchema> }, ApiResult<typeof getJobRating>>;
export const testimonials = 'POST /api/rating/testimonials' as Endpoint<{ json: z.input<typeof listTestimonialsSchema> }, ApiResult<typeof listTestimonials>>;
export const publishTestimonial = 'PUT /api/rating/publishtestimonial' as Endpoint<{ json: z.input<typeof publishTestimonialSchema> }, ApiResult<typeof publishTestimonialService>>;
