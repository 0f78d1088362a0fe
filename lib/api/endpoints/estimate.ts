import type { z } from 'zod';
import type { idQuerySchema } from '@/lib/schemas/common';
import type { createEstimateSchema, listEstimatesSchema, respondEstimateSchema, updateEstimateSchema } from '@/lib/schemas/estimate';
import type { createEstimate, deleteEstimate, getEstimate, listEstimates, respondToEstimate, updateEstimate } from '@/lib/server/services/estimates';
import type { ApiResult } from '@/lib/api-client/types';
import type { Endpoint } from './endpoint';

export const list = 'POST /api/estimate/estimates' as Endpoint<{ json: z.input<typeof listEstimatesSchema> }, ApiResult<typeof listEstimates>>;
export const get = 'GET /api/estimate/getestimatebyid' as Endpoint<{ query: z.input<typeof idQuerySchema> }, ApiResult<typeof getEstimate>>;
export const respond = 'POST /api/estimate/respondestimate' as Endpoint<{ json: z.input<typeof respondEstimateSchema> }, ApiResult<typeof respondToEstimate>>;
export const create = 'POST /api/estimate/createestimate' as Endpoint<{ json: z.input<typeof createEstimateSchema> }, ApiResult<typeof createEstimate>>;
export const update = 'PUT /api/estimate/updateestimate' as Endpoint<{ json: z.input<typeof updateEstimateSchema> }, ApiResult<typeof updateEstimate>>;
export const remove = 'DELETE /api/estimate/deleteestimate' as Endpoint<{ query: z.input<typeof idQuerySchema> }, ApiResult<typeof deleteEstimate>>;
