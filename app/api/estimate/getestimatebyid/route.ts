import { idQuerySchema } from '@/lib/schemas/common';
import { route } from '@/lib/server/http/route';
import { CLIENT_AND_ADMIN_ROLES } from '@/lib/roles';
import { getEstimate } from '@/lib/server/services/estimates';

// GET /api/Estimate/GetEstimatebyId – one estimate
export const GET = route({ access: CLIENT_AND_ADMIN_ROLES, query: idQuerySchema }, async ({ db, actor, query }) =>
  getEstimate(db, actor, query.id),
);
