import { idQuerySchema } from '@/lib/schemas/common';
import { route } from '@/lib/server/http/route';
import { ADMINS } from '@/lib/server/openapi/access';
import { deleteClockRecord } from '@/lib/server/services/clocking';

// DELETE /api/ClockInAndOut/DeleteClockInAndOut – delete a clock record of your company
export const DELETE = route({ access: ADMINS, query: idQuerySchema }, async ({ db, actor, query }) =>
  deleteClockRecord(db, actor, query.id),
);
