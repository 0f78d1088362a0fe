import type { listClockSchema } from '@/lib/schemas/clocking';
import type { listClockRecords } from '@/lib/server/services/clocking';
import type { ApiResult, Endpoint, Query } from '../endpoint';

export const list = 'GET /api/clockinandout/clockinandouts' as Endpoint<
  Query<typeof listClockSchema>,
  ApiResult<typeof listClockRecords>
>;
