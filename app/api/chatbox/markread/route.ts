import { chat } from '@/lib/server/http/endpoints/chat';
import { route } from '@/lib/server/http/route';
import { markChatRead } from '@/lib/server/services/chat';

export const POST = route(chat.markRead, async ({ db, actor, body }) => markChatRead(db, actor, body));
