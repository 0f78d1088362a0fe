import type { z } from 'zod';
import type { clockInSchema, clockOutSchema, listClockSchema } from '@/lib/schemas/clocking';
import type { idQuerySchema } from '@/lib/schemas/common';
import type { clockIn, clockOut, deleteClockRecord, getClockRecord, listClockRecords } from '@/lib/server/services/clocking';
import type { ApiResult } from '@/lib/api-client/types';
import type { Endpoint } from './endpoint';

export const list = 'GET /api/clockinandout/clockinandouts' as Endpoint<{ query: z.input<typeof listClockSchema> }, ApiResult<typeof listClockRecords>>;
export const get = 'GET /api/clockinandout/getclockinandoutbyid' as Endpoint<{ query: z.input<typeof idQuerySchema> }, ApiResult<typeof getClockRecord>>;
export const create = 'POST /api/clockinandout/createclockinandout' as Endpoint<{ json: z.input<typeof clockInSchema> }, ApiResult<typeof clockIn>>;
export const update = 'PUT /api/clockinandout/updateclockinandout' as Endpoint<{ json: z.input<typeof clockOutSchema> }, ApiResult<typeof clockOut>>;
export const remove = 'DELETE /api/clockinandout/deleteclockinandout' as Endpoint<{ query: z.input<typeof idQuerySchema> }, ApiResult<typeof deleteClockRecord>>;
