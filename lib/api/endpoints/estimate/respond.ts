import type { respondEstimateSchema } from '@/lib/schemas/estimate';
import type { respondToEstimate } from '@/lib/server/services/estimates';
import type { ApiResult, Endpoint, Json } from '../endpoint';

export const respond = 'POST /api/estimate/respondestimate' as Endpoint<
  Json<typeof respondEstimateSchema>,
  ApiResult<typeof respondToEstimate>
>;
