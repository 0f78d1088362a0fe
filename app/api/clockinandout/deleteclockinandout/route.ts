import { idQuerySchema } from '@/lib/schemas/common';
import { route } from '@/lib/server/http/route';
import { ADMIN_ROLES } from '@/lib/roles';
import { deleteClockRecord } from '@/lib/server/services/clocking';

// DELETE /api/ClockInAndOut/DeleteClockInAndOut – delete a clock record of your company
export const DELETE = route({ access: ADMIN_ROLES, query: idQuerySchema }, async ({ db, actor, query }) =>
  deleteClockRecord(db, actor, query.id),
);
