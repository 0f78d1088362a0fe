import type { createRatingSchema } from '@/lib/schemas/rating';
import type { rateJob } from '@/lib/server/services/ratings';
import type { ApiResult, Endpoint, Json } from '../endpoint';

export const create = 'POST /api/rating/createrating' as Endpoint<
  Json<typeof createRatingSchema>,
  ApiResult<typeof rateJob>
>;
