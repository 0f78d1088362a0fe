import { idQuerySchema } from '@/lib/schemas/common';
import { route } from '@/lib/server/http/route';
import { ADMINS } from '@/lib/server/openapi/access';
import { getEstimate } from '@/lib/server/services/estimates';

// GET /api/Estimate/GetEstimatebyId – one estimate
export const GET = route({ access: ADMINS, query: idQuerySchema }, async ({ db, actor, query }) =>
  getEstimate(db, actor, query.id),
);
