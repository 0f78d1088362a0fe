import { jobIdQuerySchema } from '@/lib/schemas/job';
import { route } from '@/lib/server/http/route';
import { listChat } from '@/lib/server/services/chat';

// GET /api/ChatBox/GetChatBoxbyJob – a job's chat, oldest first (its client, assignee and company admins): { data, totalRecords }
export const GET = route({ access: 'signed-in', query: jobIdQuerySchema }, async ({ db, actor, query }) =>
  listChat(db, actor, query.jobId),
);
