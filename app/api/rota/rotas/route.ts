import { rota } from '@/lib/server/http/endpoints/rota';
import { route } from '@/lib/server/http/route';
import { listShifts } from '@/lib/server/services/rota';

export const GET = route(rota.list, async ({ db, actor, query }) => listShifts(db, actor, query));
