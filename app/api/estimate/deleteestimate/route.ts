import { idQuerySchema } from '@/lib/schemas/common';
import { route } from '@/lib/server/http/route';
import { ADMIN_ROLES } from '@/lib/roles';
import { deleteEstimate } from '@/lib/server/services/estimates';

// DELETE /api/Estimate/DeleteEstimate – delete an estimate that is not accepted
export const DELETE = route({ access: ADMIN_ROLES, query: idQuerySchema }, async ({ db, actor, query }) =>
  deleteEstimate(db, actor, query.id),
);
