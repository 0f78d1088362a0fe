import { estimate } from '@/lib/server/http/endpoints/estimate';
import { route } from '@/lib/server/http/route';
import { getEstimate } from '@/lib/server/services/estimates';

export const GET = route(estimate.get, async ({ db, actor, query }) => getEstimate(db, actor, query.id));
