import type { timesheetWeekQuerySchema } from '@/lib/schemas/timesheet';
import type { getTimesheetWeek } from '@/lib/server/services/timesheet-week';
import type { ApiResult, Endpoint, Query } from '../endpoint';

export const week = 'GET /api/timesheet/week' as Endpoint<
  Query<typeof timesheetWeekQuerySchema>,
  ApiResult<typeof getTimesheetWeek>
>;
