import { rota } from '@/lib/server/http/endpoints/rota';
import { route } from '@/lib/server/http/route';
import { deleteShift } from '@/lib/server/services/rota';

export const DELETE = route(rota.removeAlt, async ({ db, actor, query }) => deleteShift(db, actor, query.id));
