import { timesheet } from '@/lib/server/http/endpoints/timesheet';
import { route } from '@/lib/server/http/route';
import { approveTimesheet } from '@/lib/server/services/timesheets';

export const PUT = route(timesheet.approve, async ({ db, actor, body }) => approveTimesheet(db, actor, body));
