import { respondEstimateSchema } from '@/lib/schemas/estimate';
import { route } from '@/lib/server/http/route';
import { CLIENTS } from '@/lib/server/openapi/access';
import { respondToEstimate } from '@/lib/server/services/estimates';

// POST /api/Estimate/RespondEstimate – the Client an estimate was sent to accepts (creating the job) or declines it
export const POST = route({ access: CLIENTS, body: respondEstimateSchema }, async ({ db, actor, body }) =>
  respondToEstimate(db, actor, body),
);
