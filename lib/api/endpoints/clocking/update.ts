import type { clockOutSchema } from '@/lib/schemas/clocking';
import type { clockOut } from '@/lib/server/services/clocking';
import type { ApiResult, Endpoint, Json } from '../endpoint';

export const update = 'PUT /api/clockinandout/updateclockinandout' as Endpoint<
  Json<typeof clockOutSchema>,
  ApiResult<typeof clockOut>
>;
