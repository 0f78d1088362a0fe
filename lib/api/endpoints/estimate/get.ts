import type { idQuerySchema } from '@/lib/schemas/common';
import type { getEstimate } from '@/lib/server/services/estimates';
import type { ApiResult, Endpoint, Query } from '../endpoint';

export const get = 'GET /api/estimate/getestimatebyid' as Endpoint<
  Query<typeof idQuerySchema>,
  ApiResult<typeof getEstimate>
>;
