import { idQuerySchema } from '@/lib/schemas/common';
import { route } from '@/lib/server/http/route';
import { getUserById } from '@/lib/server/services/users';

// GET /api/user/getUserById?id= – one user without any password field; others' records for admins only
export const GET = route({ access: 'signed-in', query: idQuerySchema }, async ({ db, actor, query }) =>
  getUserById(db, actor, query.id),
);
