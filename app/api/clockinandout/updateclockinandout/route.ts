import { clocking } from '@/lib/server/http/endpoints/clocking';
import { route } from '@/lib/server/http/route';
import { clockOut } from '@/lib/server/services/clocking';

export const PUT = route(clocking.update, async ({ db, actor, body }) => clockOut(db, actor, body));
