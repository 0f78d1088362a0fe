import type { z } from 'zod';
import type { idQuerySchema, paginationSchema } from '@/lib/schemas/common';
import type { deleteSubscriber, listSubscribers } from '@/lib/server/services/newsletter';
import type { ApiResult } from '@/lib/api-client/types';
import type { Endpoint } from './endpoint';

export const list = 'GET /api/newsletter/subscribers' as Endpoint<{ query: z.input<typeof paginationSchema> }, ApiResult<typeof listSubscribers>>;
export const remove = 'DELETE /api/newsletter/deletesubscriber' as Endpoint<{ query: z.input<typeof idQuerySchema> }, ApiResult<typeof deleteSubscriber>>;
