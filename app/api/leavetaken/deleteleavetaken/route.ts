import { idQuerySchema } from '@/lib/schemas/common';
import { route } from '@/lib/server/http/route';
import { WORKFORCE_ROLES } from '@/lib/roles';
import { deleteLeave } from '@/lib/server/services/leave';

// DELETE /api/leaveTaken/deleteleaveTaken – withdraw a pending request (admins: delete any of the company)
export const DELETE = route({ access: WORKFORCE_ROLES, query: idQuerySchema }, async ({ db, actor, query }) =>
  deleteLeave(db, actor, query.id),
);
