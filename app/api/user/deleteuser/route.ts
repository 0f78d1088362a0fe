import { deleteUserSchema } from '@/lib/schemas/user';
import { route } from '@/lib/server/http/route';
import { ADMIN_ROLES } from '@/lib/roles';
import { deleteUser } from '@/lib/server/services/users';

// POST /api/user/deleteUser – delete a user of your company (never yourself)
export const POST = route({ access: ADMIN_ROLES, body: deleteUserSchema }, async ({ db, actor, body }) =>
  deleteUser(db, actor, body),
);
