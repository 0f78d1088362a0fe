import { leave } from '@/lib/server/http/endpoints/leave';
import { route } from '@/lib/server/http/route';
import { deleteLeave } from '@/lib/server/services/leave';

export const DELETE = route(leave.remove, async ({ db, actor, query }) => deleteLeave(db, actor, query.id));
