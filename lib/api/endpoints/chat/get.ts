import type { idQuerySchema } from '@/lib/schemas/common';
import type { getChatMessage } from '@/lib/server/services/chat';
import type { ApiResult, Endpoint, Query } from '../endpoint';

export const get = 'GET /api/chatbox/getchatboxbyid' as Endpoint<
  Query<typeof idQuerySchema>,
  ApiResult<typeof getChatMessage>
>;
