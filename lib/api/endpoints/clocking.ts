import type { clockInSchema, clockOutSchema, listClockSchema } from '@/lib/schemas/clocking';
import type { idQuerySchema } from '@/lib/schemas/common';
import type { clockIn, clockOut, deleteClockRecord, getClockRecord, listClockRecords } from '@/lib/server/services/clocking';
import type { ApiResult, Endpoint, Json, Query } from './endpoint';

export const list = 'GET /api/clockinandout/clockinandouts' as Endpoint<Query<typeof listClockSchema>, ApiResult<typeof listClockRecords>>;
export const get = 'GET /api/clockinandout/getclockinandoutbyid' as Endpoint<Query<typeof idQuerySchema>, ApiResult<typeof getClockRecord>>;
export const create = 'POST /api/clockinandout/createclockinandout' as Endpoint<Json<typeof clockInSchema>, ApiResult<typeof clockIn>>;
export const update = 'PUT /api/clockinandout/updateclockinandout' as Endpoint<Json<typeof clockOutSchema>, ApiResult<typeof clockOut>>;
export const remove = 'DELETE /api/clockinandout/deleteclockinandout' as Endpoint<Query<typeof idQuerySchema>, ApiResult<typeof deleteClockRecord>>;
