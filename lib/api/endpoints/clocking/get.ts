import type { idQuerySchema } from '@/lib/schemas/common';
import type { getClockRecord } from '@/lib/server/services/clocking';
import type { ApiResult, Endpoint, Query } from '../endpoint';

export const get = 'GET /api/clockinandout/getclockinandoutbyid' as Endpoint<
  Query<typeof idQuerySchema>,
  ApiResult<typeof getClockRecord>
>;
