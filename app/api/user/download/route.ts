import { user } from '@/lib/server/http/endpoints/user';
import { route } from '@/lib/server/http/route';
import { downloadUserFile } from '@/lib/server/services/uploads';

export const POST = route(user.download, async ({ db, actor, req }) => downloadUserFile(db, actor, req));
