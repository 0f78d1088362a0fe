import { timesheet } from '@/lib/server/http/endpoints/timesheet';
import { route } from '@/lib/server/http/route';
import { getTimesheetWeek } from '@/lib/server/services/timesheet-week';

export const GET = route(timesheet.week, async ({ db, actor, query }) => getTimesheetWeek(db, actor, query.id));
