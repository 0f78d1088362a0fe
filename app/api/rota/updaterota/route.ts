import { rota } from '@/lib/server/http/endpoints/rota';
import { route } from '@/lib/server/http/route';
import { updateShift } from '@/lib/server/services/rota';

export const PUT = route(rota.update, async ({ db, actor, body }) => updateShift(db, actor, body));
