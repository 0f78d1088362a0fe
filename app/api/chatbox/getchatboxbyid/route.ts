import { idQuerySchema } from '@/lib/schemas/common';
import { route } from '@/lib/server/http/route';
import { getChatMessage } from '@/lib/server/services/chat';

// GET /api/ChatBox/GetChatBoxbyId – one chat message of a job you take part in
export const GET = route({ access: 'signed-in', query: idQuerySchema }, async ({ db, actor, query }) =>
  getChatMessage(db, actor, query.id),
);
