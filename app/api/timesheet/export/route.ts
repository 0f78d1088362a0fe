import { exportTimesheetsSchema } from '@/lib/schemas/timesheet';
import { route } from '@/lib/server/http/route';
import { ADMINS } from '@/lib/server/openapi/access';
import { exportTimesheetsCsv } from '@/lib/server/services/timesheets';

// GET /api/timesheet/export?startDate&endDate[&userId] – payroll CSV of the approved timesheets of that period
export const GET = route({ access: ADMINS, query: exportTimesheetsSchema }, async ({ db, actor, query }) =>
  exportTimesheetsCsv(db, actor, query),
);
