import { idQuerySchema } from '@/lib/schemas/common';
import { route } from '@/lib/server/http/route';
import { CLIENTS_AND_ADMINS } from '@/lib/server/openapi/access';
import { getEstimate } from '@/lib/server/services/estimates';

// GET /api/Estimate/GetEstimatebyId – one estimate
export const GET = route({ access: CLIENTS_AND_ADMINS, query: idQuerySchema }, async ({ db, actor, query }) =>
  getEstimate(db, actor, query.id),
);
