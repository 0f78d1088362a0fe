import { rota } from '@/lib/server/http/endpoints/rota';
import { route } from '@/lib/server/http/route';
import { copyWeek } from '@/lib/server/services/rota-planning';

export const POST = route(rota.copyWeek, async ({ db, actor, body }) => copyWeek(db, actor, body));
