import { clocking } from '@/lib/server/http/endpoints/clocking';
import { route } from '@/lib/server/http/route';
import { getClockRecord } from '@/lib/server/services/clocking';

export const GET = route(clocking.get, async ({ db, actor, query }) => getClockRecord(db, actor, query.id));
