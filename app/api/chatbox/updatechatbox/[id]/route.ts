import { chatIdParamsSchema } from '@/lib/schemas/chat';
import { chat } from '@/lib/server/http/endpoints/chat';
import { route } from '@/lib/server/http/route';
import { updateChatMessage } from '@/lib/server/services/chat';

export const PUT = route(chat.update, async ({ db, actor, body, params }) =>
  updateChatMessage(db, actor, chatIdParamsSchema.parse(params).id, body),
);
