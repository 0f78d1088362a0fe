import { updateRotaSchema } from '@/lib/schemas/rota';
import { route } from '@/lib/server/http/route';
import { ADMINS } from '@/lib/server/openapi/access';
import { updateShift } from '@/lib/server/services/rota';

// PUT /api/rota/UpdateRota – update a shift
export const PUT = route({ access: ADMINS, body: updateRotaSchema }, async ({ db, actor, body }) =>
  updateShift(db, actor, body),
);
