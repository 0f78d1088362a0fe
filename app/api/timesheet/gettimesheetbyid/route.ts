import { idQuerySchema } from '@/lib/schemas/common';
import { route } from '@/lib/server/http/route';
import { WORKFORCE_ROLES } from '@/lib/roles';
import { getTimesheet } from '@/lib/server/services/timesheets';

// GET /api/timesheet/getTimesheetbyId – one approved timesheet
export const GET = route({ access: WORKFORCE_ROLES, query: idQuerySchema }, async ({ db, actor, query }) =>
  getTimesheet(db, actor, query.id),
);
