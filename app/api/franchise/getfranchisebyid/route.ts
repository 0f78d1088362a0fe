import { ADMIN_ROLES } from '@/lib/roles';
import { idQuerySchema } from '@/lib/schemas/common';
import { route } from '@/lib/server/http/route';
import { getFranchiseById } from '@/lib/server/services/franchise';

// GET /api/franchise/getfranchisebyid?id= – one franchise request of the admin's company
export const GET = route({ access: ADMIN_ROLES, query: idQuerySchema }, async ({ db, actor, query }) =>
  getFranchiseById(db, actor, query.id),
);
