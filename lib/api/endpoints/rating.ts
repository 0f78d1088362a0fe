import type { jobIdQuerySchema } from '@/lib/schemas/job';
import type { createRatingSchema, listTestimonialsSchema, publishTestimonialSchema } from '@/lib/schemas/rating';
import type { getJobRating, listTestimonials, publishTestimonial as publishTestimonialService, rateJob } from '@/lib/server/services/ratings';
import type { ApiResult, Endpoint, Json, Query } from './endpoint';

export const create = 'POST /api/rating/createrating' as Endpoint<Json<typeof createRatingSchema>, ApiResult<typeof rateJob>>;
export const byJob = 'GET /api/rating/getratingbyjob' as Endpoint<Query<typeof jobIdQuerySchema>, ApiResult<typeof getJobRating>>;
export const testimonials = 'POST /api/rating/testimonials' as Endpoint<Json<typeof listTestimonialsSchema>, ApiResult<typeof listTestimonials>>;
export const publishTestimonial = 'PUT /api/rating/publishtestimonial' as Endpoint<Json<typeof publishTestimonialSchema>, ApiResult<typeof publishTestimonialService>>;
