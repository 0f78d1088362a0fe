import { listUsersSchema } from '@/lib/schemas/user';
import { route } from '@/lib/server/http/route';
import { ADMINS } from '@/lib/server/openapi/access';
import { listUsers } from '@/lib/server/services/users';

// POST /api/user/users – users of your company (all for Super Administrators), paged: { data, totalRecords }
export const POST = route({ access: ADMINS, body: listUsersSchema }, async ({ db, actor, body }) =>
  listUsers(db, actor, body),
);
