import { updateUserSchema } from '@/lib/schemas/user';
import { route } from '@/lib/server/http/route';
import { updateUser } from '@/lib/server/services/users';

// PUT /api/user/updateUser – update a user; anyone may edit their own profile but not their own role, status or company
export const PUT = route({ access: 'signed-in', body: updateUserSchema }, async ({ db, actor, body }) =>
  updateUser(db, actor, body),
);
