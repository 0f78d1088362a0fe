import { timesheet } from '@/lib/server/http/endpoints/timesheet';
import { route } from '@/lib/server/http/route';
import { listTimesheets } from '@/lib/server/services/timesheets';

export const POST = route(timesheet.list, async ({ db, actor, body }) => listTimesheets(db, actor, body));
