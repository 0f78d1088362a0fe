import { listRotasSchema } from '@/lib/schemas/rota';
import { route } from '@/lib/server/http/route';
import { WORKFORCE_ROLES } from '@/lib/roles';
import { listShifts } from '@/lib/server/services/rota';

// GET /api/rota/rotas – shifts between startDate and endDate (admins: the company; Cleaner: own); also /api/Rota/Rotas
export const GET = route({ access: WORKFORCE_ROLES, query: listRotasSchema }, async ({ db, actor, query }) =>
  listShifts(db, actor, query),
);
