import { chat } from '@/lib/server/http/endpoints/chat';
import { route } from '@/lib/server/http/route';
import { getChatMessage } from '@/lib/server/services/chat';

export const GET = route(chat.get, async ({ db, actor, query }) => getChatMessage(db, actor, query.id));
