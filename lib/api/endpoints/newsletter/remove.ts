import type { idQuerySchema } from '@/lib/schemas/common';
import type { deleteSubscriber } from '@/lib/server/services/newsletter';
import type { ApiResult, Endpoint, Query } from '../endpoint';

export const remove = 'DELETE /api/newsletter/deletesubscriber' as Endpoint<
  Query<typeof idQuerySchema>,
  ApiResult<typeof deleteSubscriber>
>;
