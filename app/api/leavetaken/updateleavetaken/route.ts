import { leave } from '@/lib/server/http/endpoints/leave';
import { route } from '@/lib/server/http/route';
import { updateLeave } from '@/lib/server/services/leave';

export const PUT = route(leave.update, async ({ db, actor, body }) => updateLeave(db, actor, body));
