import type { clockInSchema } from '@/lib/schemas/clocking';
import type { clockIn } from '@/lib/server/services/clocking';
import type { ApiResult, Endpoint, Json } from '../endpoint';

export const create = 'POST /api/clockinandout/createclockinandout' as Endpoint<
  Json<typeof clockInSchema>,
  ApiResult<typeof clockIn>
>;
