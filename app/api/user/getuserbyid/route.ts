import { user } from '@/lib/server/http/endpoints/user';
import { route } from '@/lib/server/http/route';
import { getUserById } from '@/lib/server/services/users';

export const GET = route(user.get, async ({ db, actor, query }) => getUserById(db, actor, query.id));
