import type { z } from 'zod';
import type { idQuerySchema } from '@/lib/schemas/common';
import type { copyWeekSchema, createRotaSchema, listRotasSchema, rotaClashesSchema, updateRotaSchema } from '@/lib/schemas/rota';
import type { createShift, deleteShift, getShift, listShifts, updateShift } from '@/lib/server/services/rota';
import type { copyWeek as copyWeekService, shiftClashes } from '@/lib/server/services/rota-planning';
import type { ApiResult } from '@/lib/api-client/types';
import type { Endpoint } from './endpoint';

export const list = 'GET /api/rota/rotas' as Endpoint<{ query: z.input<typeof listRotasSchema> }, ApiResult<typeof listShifts>>;
export const create = 'POST /api/rota/createrota' as Endpoint<{ json: z.input<typeof createRotaSchema> }, ApiResult<typeof createShift>>;
export const update = 'PUT /api/rota/updaterota' as Endpoint<{ json: z.input<typeof updateRotaSchema> }, ApiResult<typeof updateShift>>;
export const get = 'GET /api/rota/details' as Endpoint<{ query: z.input<typeof idQuerySchema> }, ApiResult<typeof getShift>>;
export const createAlt = 'POST /api/rota/create' as Endpoint<{ json: z.input<typeof createRotaSchema> }, ApiResult<typeof createShift>>;
export const updateAlt = 'PUT /api/rota/update' as Endpoint<{ json: z.input<typeof updateRotaSchema> }, ApiResult<typeof updateShift>>;
export const removeAlt = 'DELETE /api/rota/delete' as Endpoint<{ query: z.input<typeof idQuerySchema> }, ApiResult<typeof deleteShift>>;
export const copyWeek = 'POST /api/rota/copyweek' as Endpoint<{ json: z.input<typeof copyWeekSchema> }, ApiResult<typeof copyWeekService>>;
export const clashes = 'GET /api/rota/clashes' as Endpoint<{ query: z.input<typeof rotaClashesSchema> }, ApiResult<typeof shiftClashes>>;
