import type { listChatThreadsSchema } from '@/lib/schemas/chat';
import type { listChatThreads } from '@/lib/server/services/chat';
import type { ApiResult, Endpoint, Query } from '../endpoint';

export const threads = 'GET /api/chatbox/getthreads' as Endpoint<
  Query<typeof listChatThreadsSchema>,
  ApiResult<typeof listChatThreads>
>;
