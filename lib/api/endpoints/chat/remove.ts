import type { deleteChatMessage } from '@/lib/server/services/chat';
import type { ApiResult, Endpoint } from '../endpoint';

export const remove = 'DELETE /api/chatbox/deletechatbox/[id]' as Endpoint<
  { params: { id: string } },
  ApiResult<typeof deleteChatMessage>
>;
