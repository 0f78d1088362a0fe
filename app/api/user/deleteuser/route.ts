import { user } from '@/lib/server/http/endpoints/user';
import { route } from '@/lib/server/http/route';
import { deleteUser } from '@/lib/server/services/users';

export const POST = route(user.remove, async ({ db, actor, body }) => deleteUser(db, actor, body));
