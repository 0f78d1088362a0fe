import type { idQuerySchema } from '@/lib/schemas/common';
import type { deleteClockRecord } from '@/lib/server/services/clocking';
import type { ApiResult, Endpoint, Query } from '../endpoint';

export const remove = 'DELETE /api/clockinandout/deleteclockinandout' as Endpoint<
  Query<typeof idQuerySchema>,
  ApiResult<typeof deleteClockRecord>
>;
