import { timesheet } from '@/lib/server/http/endpoints/timesheet';
import { route } from '@/lib/server/http/route';
import { getTimesheet } from '@/lib/server/services/timesheets';

export const GET = route(timesheet.get, async ({ db, actor, query }) => getTimesheet(db, actor, query.id));
