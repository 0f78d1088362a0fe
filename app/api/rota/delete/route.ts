import { idQuerySchema } from '@/lib/schemas/common';
import { route } from '@/lib/server/http/route';
import { ADMIN_ROLES } from '@/lib/roles';
import { deleteShift } from '@/lib/server/services/rota';

// DELETE /api/Rota/Delete – delete a shift (alternative endpoint)
export const DELETE = route({ access: ADMIN_ROLES, query: idQuerySchema }, async ({ db, actor, query }) =>
  deleteShift(db, actor, query.id),
);
