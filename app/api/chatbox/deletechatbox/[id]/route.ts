import { chatIdParamsSchema } from '@/lib/schemas/chat';
import { route } from '@/lib/server/http/route';
import { deleteChatMessage } from '@/lib/server/services/chat';

// DELETE /api/ChatBox/DeleteChatBox/{id} – delete your own message
export const DELETE = route({ access: 'signed-in' }, async ({ db, actor, params }) =>
  deleteChatMessage(db, actor, chatIdParamsSchema.parse(params).id),
);
