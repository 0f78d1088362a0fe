import { respondEstimateSchema } from '@/lib/schemas/estimate';
import { route } from '@/lib/server/http/route';
import { CLIENT_ROLES } from '@/lib/roles';
import { respondToEstimate } from '@/lib/server/services/estimates';

// POST /api/Estimate/RespondEstimate – the Client an estimate was sent to accepts (creating the job) or declines it
export const POST = route({ access: CLIENT_ROLES, body: respondEstimateSchema }, async ({ db, actor, body }) =>
  respondToEstimate(db, actor, body),
);
