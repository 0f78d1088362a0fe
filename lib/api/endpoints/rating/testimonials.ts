import type { listTestimonialsSchema } from '@/lib/schemas/rating';
import type { listTestimonials } from '@/lib/server/services/ratings';
import type { ApiResult, Endpoint, Json } from '../endpoint';

export const testimonials = 'POST /api/rating/testimonials' as Endpoint<
  Json<typeof listTestimonialsSchema>,
  ApiResult<typeof listTestimonials>
>;
