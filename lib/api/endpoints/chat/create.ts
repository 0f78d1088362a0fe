import type { createChatSchema } from '@/lib/schemas/chat';
import type { createChatMessage } from '@/lib/server/services/chat';
import type { ApiResult, Endpoint, Json } from '../endpoint';

export const create = 'POST /api/chatbox/createchatbox' as Endpoint<
  Json<typeof createChatSchema>,
  ApiResult<typeof createChatMessage>
>;
