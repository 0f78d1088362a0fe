import { estimate } from '@/lib/server/http/endpoints/estimate';
import { route } from '@/lib/server/http/route';
import { listEstimates } from '@/lib/server/services/estimates';

export const POST = route(estimate.list, async ({ db, actor, body }) => listEstimates(db, actor, body));
