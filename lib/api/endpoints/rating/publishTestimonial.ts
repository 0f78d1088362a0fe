import type { publishTestimonialSchema } from '@/lib/schemas/rating';
import type { publishTestimonial as publishTestimonialService } from '@/lib/server/services/ratings';
import type { ApiResult, Endpoint, Json } from '../endpoint';

export const publishTestimonial = 'PUT /api/rating/publishtestimonial' as Endpoint<
  Json<typeof publishTestimonialSchema>,
  ApiResult<typeof publishTestimonialService>
>;
