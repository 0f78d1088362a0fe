import { listTimesheetsSchema } from '@/lib/schemas/timesheet';
import { route } from '@/lib/server/http/route';
import { STAFF } from '@/lib/server/openapi/access';
import { listTimesheets } from '@/lib/server/services/timesheets';

// POST /api/timesheet/timesheets – timesheets for a period: scheduled, worked and approved hours per cleaner, paged: { data, totalRecords }
export const POST = route({ access: STAFF, body: listTimesheetsSchema }, async ({ db, actor, body }) =>
  listTimesheets(db, actor, body),
);
