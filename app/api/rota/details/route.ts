import { rota } from '@/lib/server/http/endpoints/rota';
import { route } from '@/lib/server/http/route';
import { getShift } from '@/lib/server/services/rota';

export const GET = route(rota.get, async ({ db, actor, query }) => getShift(db, actor, query.id));
