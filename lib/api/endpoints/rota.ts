import type { idQuerySchema } from '@/lib/schemas/common';
import type { copyWeekSchema, createRotaSchema, listRotasSchema, rotaClashesSchema, updateRotaSchema } from '@/lib/schemas/rota';
import type { createShift, deleteShift, getShift, listShifts, updateShift } from '@/lib/server/services/rota';
import type { copyWeek as copyWeekService, shiftClashes } from '@/lib/server/services/rota-planning';
import type { ApiResult, Endpoint, Json, Query } from './endpoint';

export const list = 'GET /api/rota/rotas' as Endpoint<Query<typeof listRotasSchema>, ApiResult<typeof listShifts>>;
export const create = 'POST /api/rota/createrota' as Endpoint<Json<typeof createRotaSchema>, ApiResult<typeof createShift>>;
export const update = 'PUT /api/rota/updaterota' as Endpoint<Json<typeof updateRotaSchema>, ApiResult<typeof updateShift>>;
export const get = 'GET /api/rota/details' as Endpoint<Query<typeof idQuerySchema>, ApiResult<typeof getShift>>;
export const createAlt = 'POST /api/rota/create' as Endpoint<Json<typeof createRotaSchema>, ApiResult<typeof createShift>>;
export const updateAlt = 'PUT /api/rota/update' as Endpoint<Json<typeof updateRotaSchema>, ApiResult<typeof updateShift>>;
export const removeAlt = 'DELETE /api/rota/delete' as Endpoint<Query<typeof idQuerySchema>, ApiResult<typeof deleteShift>>;
export const copyWeek = 'POST /api/rota/copyweek' as Endpoint<Json<typeof copyWeekSchema>, ApiResult<typeof copyWeekService>>;
export const clashes = 'GET /api/rota/clashes' as Endpoint<Query<typeof rotaClashesSchema>, ApiResult<typeof shiftClashes>>;
