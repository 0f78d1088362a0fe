import { chat } from '@/lib/server/http/endpoints/chat';
import { route } from '@/lib/server/http/route';
import { uploadJobImage } from '@/lib/server/services/uploads';

export const POST = route(chat.upload, async ({ db, actor, req }) => uploadJobImage(db, actor, req, 'chat'));
