import { idQuerySchema } from '@/lib/schemas/common';
import { route } from '@/lib/server/http/route';
import { STAFF } from '@/lib/server/openapi/access';
import { deleteLeave } from '@/lib/server/services/leave';

// DELETE /api/leaveTaken/deleteleaveTaken – withdraw a pending request (admins: delete any of the company)
export const DELETE = route({ access: STAFF, query: idQuerySchema }, async ({ db, actor, query }) =>
  deleteLeave(db, actor, query.id),
);
