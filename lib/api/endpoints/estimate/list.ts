import type { listEstimatesSchema } from '@/lib/schemas/estimate';
import type { listEstimates } from '@/lib/server/services/estimates';
import type { ApiResult, Endpoint, Json } from '../endpoint';

export const list = 'POST /api/estimate/estimates' as Endpoint<
  Json<typeof listEstimatesSchema>,
  ApiResult<typeof listEstimates>
>;
