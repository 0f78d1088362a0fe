import type { idQuerySchema } from '@/lib/schemas/common';
import type { createFranchiseSchema, listFranchisesSchema, updateFranchiseSchema } from '@/lib/schemas/franchise';
import type { createFranchise, deleteFranchise, getFranchiseById, listFranchises, updateFranchise } from '@/lib/server/services/franchise';
import type { ApiResult, Endpoint, Json, Query } from './endpoint';

export const create = 'POST /api/franchise/createfranchise' as Endpoint<Json<typeof createFranchiseSchema>, ApiResult<typeof createFranchise>>;
export const list = 'GET /api/franchise/franchises' as Endpoint<Query<typeof listFranchisesSchema>, ApiResult<typeof listFranchises>>;
export const get = 'GET /api/franchise/getfranchisebyid' as Endpoint<Query<typeof idQuerySchema>, ApiResult<typeof getFranchiseById>>;
export const update = 'PUT /api/franchise/updatefranchise' as Endpoint<Json<typeof updateFranchiseSchema>, ApiResult<typeof updateFranchise>>;
export const remove = 'DELETE /api/franchise/deletefranchise' as Endpoint<Query<typeof idQuerySchema>, ApiResult<typeof deleteFranchise>>;
