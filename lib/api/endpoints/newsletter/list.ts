import type { paginationSchema } from '@/lib/schemas/common';
import type { listSubscribers } from '@/lib/server/services/newsletter';
import type { ApiResult, Endpoint, Query } from '../endpoint';

export const list = 'GET /api/newsletter/subscribers' as Endpoint<
  Query<typeof paginationSchema>,
  ApiResult<typeof listSubscribers>
>;
