import type { idQuerySchema, paginationSchema } from '@/lib/schemas/common';
import type { deleteSubscriber, listSubscribers } from '@/lib/server/services/newsletter';
import type { ApiResult, Endpoint, Query } from './endpoint';

export const list = 'GET /api/newsletter/subscribers' as Endpoint<Query<typeof paginationSchema>, ApiResult<typeof listSubscribers>>;
export const remove = 'DELETE /api/newsletter/deletesubscriber' as Endpoint<Query<typeof idQuerySchema>, ApiResult<typeof deleteSubscriber>>;
