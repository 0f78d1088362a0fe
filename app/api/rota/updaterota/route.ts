import { updateRotaSchema } from '@/lib/schemas/rota';
import { route } from '@/lib/server/http/route';
import { ADMIN_ROLES } from '@/lib/roles';
import { updateShift } from '@/lib/server/services/rota';

// PUT /api/rota/UpdateRota – update a shift
export const PUT = route({ access: ADMIN_ROLES, body: updateRotaSchema }, async ({ db, actor, body }) =>
  updateShift(db, actor, body),
);
