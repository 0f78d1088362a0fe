import { approveTimesheetSchema } from '@/lib/schemas/timesheet';
import { route } from '@/lib/server/http/route';
import { ADMIN_ROLES } from '@/lib/roles';
import { approveTimesheet } from '@/lib/server/services/timesheets';

// PUT /api/timesheet/approve – approve a cleaner's hours for a period
export const PUT = route({ access: ADMIN_ROLES, body: approveTimesheetSchema }, async ({ db, actor, body }) =>
  approveTimesheet(db, actor, body),
);
