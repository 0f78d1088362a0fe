import type { idQuerySchema } from '@/lib/schemas/common';
import type { createEstimateSchema, listEstimatesSchema, respondEstimateSchema, updateEstimateSchema } from '@/lib/schemas/estimate';
import type { createEstimate, deleteEstimate, getEstimate, listEstimates, respondToEstimate, updateEstimate } from '@/lib/server/services/estimates';
import type { ApiResult, Endpoint, Json, Query } from './endpoint';

export const list = 'POST /api/estimate/estimates' as Endpoint<Json<typeof listEstimatesSchema>, ApiResult<typeof listEstimates>>;
export const get = 'GET /api/estimate/getestimatebyid' as Endpoint<Query<typeof idQuerySchema>, ApiResult<typeof getEstimate>>;
export const respond = 'POST /api/estimate/respondestimate' as Endpoint<Json<typeof respondEstimateSchema>, ApiResult<typeof respondToEstimate>>;
export const create = 'POST /api/estimate/createestimate' as Endpoint<Json<typeof createEstimateSchema>, ApiResult<typeof createEstimate>>;
export const update = 'PUT /api/estimate/updateestimate' as Endpoint<Json<typeof updateEstimateSchema>, ApiResult<typeof updateEstimate>>;
export const remove = 'DELETE /api/estimate/deleteestimate' as Endpoint<Query<typeof idQuerySchema>, ApiResult<typeof deleteEstimate>>;
