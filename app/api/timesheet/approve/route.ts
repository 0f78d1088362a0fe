import { approveTimesheetSchema } from '@/lib/schemas/timesheet';
import { route } from '@/lib/server/http/route';
import { ADMINS } from '@/lib/server/openapi/access';
import { approveTimesheet } from '@/lib/server/services/timesheets';

// PUT /api/timesheet/approve – approve a cleaner's hours for a period
export const PUT = route({ access: ADMINS, body: approveTimesheetSchema }, async ({ db, actor, body }) =>
  approveTimesheet(db, actor, body),
);
