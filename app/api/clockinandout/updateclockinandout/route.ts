import { clockOutSchema } from '@/lib/schemas/clocking';
import { route } from '@/lib/server/http/route';
import { WORKFORCE_ROLES } from '@/lib/roles';
import { clockOut } from '@/lib/server/services/clocking';

// PUT /api/ClockInAndOut/UpdateClockInAndOut – clock out (out after in); admins may correct times
export const PUT = route({ access: WORKFORCE_ROLES, body: clockOutSchema }, async ({ db, actor, body }) =>
  clockOut(db, actor, body),
);
