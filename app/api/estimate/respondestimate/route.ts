import { estimate } from '@/lib/server/http/endpoints/estimate';
import { route } from '@/lib/server/http/route';
import { respondToEstimate } from '@/lib/server/services/estimates';

export const POST = route(estimate.respond, async ({ db, actor, body }) => respondToEstimate(db, actor, body));
