import type { approveTimesheetSchema } from '@/lib/schemas/timesheet';
import type { approveTimesheet } from '@/lib/server/services/timesheets';
import type { ApiResult, Endpoint, Json } from '../endpoint';

export const approve = 'PUT /api/timesheet/approve' as Endpoint<
  Json<typeof approveTimesheetSchema>,
  ApiResult<typeof approveTimesheet>
>;
