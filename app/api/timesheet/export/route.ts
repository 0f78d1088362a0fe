import { timesheet } from '@/lib/server/http/endpoints/timesheet';
import { route } from '@/lib/server/http/route';
import { exportTimesheetsCsv } from '@/lib/server/services/timesheets';

export const GET = route(timesheet.exportCsv, async ({ db, actor, query }) => exportTimesheetsCsv(db, actor, query));
