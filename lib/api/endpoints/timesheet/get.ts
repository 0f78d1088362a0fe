import type { idQuerySchema } from '@/lib/schemas/common';
import type { getTimesheet } from '@/lib/server/services/timesheets';
import type { ApiResult, Endpoint, Query } from '../endpoint';

export const get = 'GET /api/timesheet/gettimesheetbyid' as Endpoint<
  Query<typeof idQuerySchema>,
  ApiResult<typeof getTimesheet>
>;
