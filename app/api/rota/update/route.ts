import { updateRotaSchema } from '@/lib/schemas/rota';
import { route } from '@/lib/server/http/route';
import { ADMIN_ROLES } from '@/lib/roles';
import { updateShift } from '@/lib/server/services/rota';

// PUT /api/Rota/Update – update a shift (alternative endpoint)
export const PUT = route({ access: ADMIN_ROLES, body: updateRotaSchema }, async ({ db, actor, body }) =>
  updateShift(db, actor, body),
);
