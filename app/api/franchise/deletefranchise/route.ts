import { ADMIN_ROLES } from '@/lib/roles';
import { idQuerySchema } from '@/lib/schemas/common';
import { route } from '@/lib/server/http/route';
import { deleteFranchise } from '@/lib/server/services/franchise';

// DELETE /api/franchise/deleteFranchise?id= – delete a franchise request
export const DELETE = route({ access: ADMIN_ROLES, query: idQuerySchema }, async ({ db, actor, query }) =>
  deleteFranchise(db, actor, query.id),
);
