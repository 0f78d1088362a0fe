import { idQuerySchema } from '@/lib/schemas/common';
import { route } from '@/lib/server/http/route';
import { STAFF } from '@/lib/server/openapi/access';
import { getTimesheet } from '@/lib/server/services/timesheets';

// GET /api/timesheet/getTimesheetbyId – one approved timesheet
export const GET = route({ access: STAFF, query: idQuerySchema }, async ({ db, actor, query }) =>
  getTimesheet(db, actor, query.id),
);
