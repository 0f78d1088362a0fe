import { leave } from '@/lib/server/http/endpoints/leave';
import { route } from '@/lib/server/http/route';
import { listLeave } from '@/lib/server/services/leave';

export const POST = route(leave.list, async ({ db, actor, body }) => listLeave(db, actor, body));
