import type { createEstimateSchema } from '@/lib/schemas/estimate';
import type { createEstimate } from '@/lib/server/services/estimates';
import type { ApiResult, Endpoint, Json } from '../endpoint';

export const create = 'POST /api/estimate/createestimate' as Endpoint<
  Json<typeof createEstimateSchema>,
  ApiResult<typeof createEstimate>
>;
