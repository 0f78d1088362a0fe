import { rota } from '@/lib/server/http/endpoints/rota';
import { route } from '@/lib/server/http/route';
import { shiftClashes } from '@/lib/server/services/rota-planning';

export const GET = route(rota.clashes, async ({ db, actor, query }) => shiftClashes(db, actor, query));
