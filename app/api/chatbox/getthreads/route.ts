import { listChatThreadsSchema } from '@/lib/schemas/chat';
import { route } from '@/lib/server/http/route';
import { listChatThreads } from '@/lib/server/services/chat';

// GET /api/ChatBox/GetThreads – your job threads, latest message first: { data, totalRecords, totalPages }
export const GET = route({ access: 'signed-in', query: listChatThreadsSchema }, async ({ db, actor, query }) =>
  listChatThreads(db, actor, query),
);
