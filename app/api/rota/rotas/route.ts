import { listRotasSchema } from '@/lib/schemas/rota';
import { route } from '@/lib/server/http/route';
import { STAFF } from '@/lib/server/openapi/access';
import { listShifts } from '@/lib/server/services/rota';

// GET /api/rota/rotas – shifts between startDate and endDate (admins: the company; Cleaner: own); also /api/Rota/Rotas
export const GET = route({ access: STAFF, query: listRotasSchema }, async ({ db, actor, query }) =>
  listShifts(db, actor, query),
);
