import type { markChatReadSchema } from '@/lib/schemas/chat';
import type { markChatRead } from '@/lib/server/services/chat';
import type { ApiResult, Endpoint, Json } from '../endpoint';

export const markRead = 'POST /api/chatbox/markread' as Endpoint<
  Json<typeof markChatReadSchema>,
  ApiResult<typeof markChatRead>
>;
