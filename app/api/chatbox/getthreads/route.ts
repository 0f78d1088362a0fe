import { chat } from '@/lib/server/http/endpoints/chat';
import { route } from '@/lib/server/http/route';
import { listChatThreads } from '@/lib/server/services/chat';

export const GET = route(chat.threads, async ({ db, actor, query }) => listChatThreads(db, actor, query));
