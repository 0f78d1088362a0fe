import { timesheetWeekQuerySchema } from '@/lib/schemas/timesheet';
import { route } from '@/lib/server/http/route';
import { ADMIN_ROLES } from '@/lib/roles';
import { getTimesheetWeek } from '@/lib/server/services/timesheet-week';

// GET /api/timesheet/week?id= – one cleaner's week, day by day: planned shifts against clock records
export const GET = route({ access: ADMIN_ROLES, query: timesheetWeekQuerySchema }, async ({ db, actor, query }) =>
  getTimesheetWeek(db, actor, query.id),
);
