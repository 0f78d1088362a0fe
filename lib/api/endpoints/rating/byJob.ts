import type { jobIdQuerySchema } from '@/lib/schemas/job';
import type { getJobRating } from '@/lib/server/services/ratings';
import type { ApiResult, Endpoint, Query } from '../endpoint';

export const byJob = 'GET /api/rating/getratingbyjob' as Endpoint<
  Query<typeof jobIdQuerySchema>,
  ApiResult<typeof getJobRating>
>;
