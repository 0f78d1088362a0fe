import { chatIdParamsSchema, updateChatSchema } from '@/lib/schemas/chat';
import { route } from '@/lib/server/http/route';
import { updateChatMessage } from '@/lib/server/services/chat';

// PUT /api/ChatBox/UpdateChatBox/{id} – edit your own message
export const PUT = route({ access: 'signed-in', body: updateChatSchema }, async ({ db, actor, body, params }) =>
  updateChatMessage(db, actor, chatIdParamsSchema.parse(params).id, body),
);
