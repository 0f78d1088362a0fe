import { clocking } from '@/lib/server/http/endpoints/clocking';
import { route } from '@/lib/server/http/route';
import { listClockRecords } from '@/lib/server/services/clocking';

export const GET = route(clocking.list, async ({ db, actor, query }) => listClockRecords(db, actor, query));
