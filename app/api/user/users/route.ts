import { user } from '@/lib/server/http/endpoints/user';
import { route } from '@/lib/server/http/route';
import { listUsers } from '@/lib/server/services/users';

export const POST = route(user.list, async ({ db, actor, body }) => listUsers(db, actor, body));
