import { deleteUserSchema } from '@/lib/schemas/user';
import { route } from '@/lib/server/http/route';
import { ADMINS } from '@/lib/server/openapi/access';
import { deleteUser } from '@/lib/server/services/users';

// POST /api/user/deleteUser – delete a user of your company (never yourself)
export const POST = route({ access: ADMINS, body: deleteUserSchema }, async ({ db, actor, body }) =>
  deleteUser(db, actor, body),
);
