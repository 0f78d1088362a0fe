import { user } from '@/lib/server/http/endpoints/user';
import { route } from '@/lib/server/http/route';
import { uploadUserFile } from '@/lib/server/services/uploads';

export const POST = route(user.upload, async ({ db, actor, req }) => uploadUserFile(db, actor, req));
