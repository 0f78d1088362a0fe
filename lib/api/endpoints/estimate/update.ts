import type { updateEstimateSchema } from '@/lib/schemas/estimate';
import type { updateEstimate } from '@/lib/server/services/estimates';
import type { ApiResult, Endpoint, Json } from '../endpoint';

export const update = 'PUT /api/estimate/updateestimate' as Endpoint<
  Json<typeof updateEstimateSchema>,
  ApiResult<typeof updateEstimate>
>;
