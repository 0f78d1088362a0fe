import { idQuerySchema } from '@/lib/schemas/common';
import { route } from '@/lib/server/http/route';
import { WORKFORCE_ROLES } from '@/lib/roles';
import { getShift } from '@/lib/server/services/rota';

// GET /api/Rota/Details – one shift (alternative endpoint)
export const GET = route({ access: WORKFORCE_ROLES, query: idQuerySchema }, async ({ db, actor, query }) =>
  getShift(db, actor, query.id),
);
