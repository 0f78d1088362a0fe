import { clocking } from '@/lib/server/http/endpoints/clocking';
import { route } from '@/lib/server/http/route';
import { deleteClockRecord } from '@/lib/server/services/clocking';

export const DELETE = route(clocking.remove, async ({ db, actor, query }) => deleteClockRecord(db, actor, query.id));
