import { chatIdParamsSchema } from '@/lib/schemas/chat';
import { chat } from '@/lib/server/http/endpoints/chat';
import { route } from '@/lib/server/http/route';
import { deleteChatMessage } from '@/lib/server/services/chat';

export const DELETE = route(chat.remove, async ({ db, actor, params }) =>
  deleteChatMessage(db, actor, chatIdParamsSchema.parse(params).id),
);
