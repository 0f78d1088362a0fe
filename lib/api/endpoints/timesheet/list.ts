import type { listTimesheetsSchema } from '@/lib/schemas/timesheet';
import type { listTimesheets } from '@/lib/server/services/timesheets';
import type { ApiResult, Endpoint, Json } from '../endpoint';

export const list = 'POST /api/timesheet/timesheets' as Endpoint<
  Json<typeof listTimesheetsSchema>,
  ApiResult<typeof listTimesheets>
>;
