import type { updateChatSchema } from '@/lib/schemas/chat';
import type { updateChatMessage } from '@/lib/server/services/chat';
import type { ApiResult, Endpoint, Json } from '../endpoint';

export const update = 'PUT /api/chatbox/updatechatbox/[id]' as Endpoint<
  Json<typeof updateChatSchema> & { params: { id: string } },
  ApiResult<typeof updateChatMessage>
>;
