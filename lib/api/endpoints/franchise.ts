import type { z } from 'zod';
import type { idQuerySchema } from '@/lib/schemas/common';
import type { createFranchiseSchema, listFranchisesSchema, updateFranchiseSchema } from '@/lib/schemas/franchise';
import type { createFranchise, deleteFranchise, getFranchiseById, listFranchises, updateFranchise } from '@/lib/server/services/franchise';
import type { ApiResult } from '@/lib/api-client/types';
import type { Endpoint } from './endpoint';

export const create = 'POST /api/franchise/createfranchise' as Endpoint<{ json: z.input<typeof createFranchiseSchema> }, ApiResult<typeof createFranchise>>;
export const list = 'GET /api/franchise/franchises' as Endpoint<{ query: z.input<typeof listFranchisesSchema> }, ApiResult<typeof listFranchises>>;
export const get = 'GET /api/franchise/getfranchisebyid' as Endpoint<{ query: z.input<typeof idQuerySchema> }, ApiResult<typeof getFranchiseById>>;
export const update = 'PUT /api/franchise/updatefranchise' as Endpoint<{ json: z.input<typeof updateFranchiseSchema> }, ApiResult<typeof updateFranchise>>;
export const remove = 'DELETE /api/franchise/deletefranchise' as Endpoint<{ query: z.input<typeof idQuerySchema> }, ApiResult<typeof deleteFranchise>>;
