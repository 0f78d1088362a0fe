import { updateEstimateSchema } from '@/lib/schemas/estimate';
import { route } from '@/lib/server/http/route';
import { ADMINS } from '@/lib/server/openapi/access';
import { updateEstimate } from '@/lib/server/services/estimates';

// PUT /api/Estimate/UpdateEstimate – update an estimate; accepting it creates a job
export const PUT = route({ access: ADMINS, body: updateEstimateSchema }, async ({ db, actor, body }) =>
  updateEstimate(db, actor, body),
);
