import { markChatReadSchema } from '@/lib/schemas/chat';
import { route } from '@/lib/server/http/route';
import { markChatRead } from '@/lib/server/services/chat';

// POST /api/ChatBox/MarkRead – you have read a job's chat (up to lastMessageId, or now): { jobId, lastReadAt, unreadCount }
export const POST = route({ access: 'signed-in', body: markChatReadSchema }, async ({ db, actor, body }) =>
  markChatRead(db, actor, body),
);
