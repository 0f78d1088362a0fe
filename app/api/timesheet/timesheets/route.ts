import { listTimesheetsSchema } from '@/lib/schemas/timesheet';
import { route } from '@/lib/server/http/route';
import { WORKFORCE_ROLES } from '@/lib/roles';
import { listTimesheets } from '@/lib/server/services/timesheets';

// POST /api/timesheet/timesheets – timesheets for a period: scheduled, worked and approved hours per cleaner, paged: { data, totalRecords }
export const POST = route({ access: WORKFORCE_ROLES, body: listTimesheetsSchema }, async ({ db, actor, body }) =>
  listTimesheets(db, actor, body),
);
