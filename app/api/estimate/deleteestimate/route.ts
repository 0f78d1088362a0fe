import { estimate } from '@/lib/server/http/endpoints/estimate';
import { route } from '@/lib/server/http/route';
import { deleteEstimate } from '@/lib/server/services/estimates';

export const DELETE = route(estimate.remove, async ({ db, actor, query }) => deleteEstimate(db, actor, query.id));
