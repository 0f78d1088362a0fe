import { exportTimesheetsSchema } from '@/lib/schemas/timesheet';
import { route } from '@/lib/server/http/route';
import { ADMIN_ROLES } from '@/lib/roles';
import { exportTimesheetsCsv } from '@/lib/server/services/timesheets';

// GET /api/timesheet/export?startDate&endDate[&userId] – payroll CSV of the approved timesheets of that period
export const GET = route({ access: ADMIN_ROLES, query: exportTimesheetsSchema }, async ({ db, actor, query }) =>
  exportTimesheetsCsv(db, actor, query),
);
