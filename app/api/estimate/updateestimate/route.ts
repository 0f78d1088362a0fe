import { estimate } from '@/lib/server/http/endpoints/estimate';
import { route } from '@/lib/server/http/route';
import { updateEstimate } from '@/lib/server/services/estimates';

export const PUT = route(estimate.update, async ({ db, actor, body }) => updateEstimate(db, actor, body));
