import { chat } from '@/lib/server/http/endpoints/chat';
import { route } from '@/lib/server/http/route';
import { listChat } from '@/lib/server/services/chat';

export const GET = route(chat.byJob, async ({ db, actor, query }) => listChat(db, actor, query.jobId));
