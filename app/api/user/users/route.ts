import { listUsersSchema } from '@/lib/schemas/user';
import { route } from '@/lib/server/http/route';
import { ADMIN_ROLES } from '@/lib/roles';
import { listUsers } from '@/lib/server/services/users';

// POST /api/user/users – users of your company (all for Super Administrators), paged: { data, totalRecords }
export const POST = route({ access: ADMIN_ROLES, body: listUsersSchema }, async ({ db, actor, body }) =>
  listUsers(db, actor, body),
);
