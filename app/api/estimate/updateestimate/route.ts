import { updateEstimateSchema } from '@/lib/schemas/estimate';
import { route } from '@/lib/server/http/route';
import { ADMIN_ROLES } from '@/lib/roles';
import { updateEstimate } from '@/lib/server/services/estimates';

// PUT /api/Estimate/UpdateEstimate – update an estimate; accepting it creates a job
export const PUT = route({ access: ADMIN_ROLES, body: updateEstimateSchema }, async ({ db, actor, body }) =>
  updateEstimate(db, actor, body),
);
