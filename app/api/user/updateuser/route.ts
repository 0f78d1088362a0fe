import { user } from '@/lib/server/http/endpoints/user';
import { route } from '@/lib/server/http/route';
import { updateUser } from '@/lib/server/services/users';

export const PUT = route(user.update, async ({ db, actor, body }) => updateUser(db, actor, body));
