import type { createTimeEntrySchema } from '@/lib/schemas/timesheet';
import type { createTimeEntry as createTimeEntryService } from '@/lib/server/services/timesheet-week';
import type { ApiResult, Endpoint, Json } from '../endpoint';

export const createTimeEntry = 'POST /api/timesheet/createtimeentry' as Endpoint<
  Json<typeof createTimeEntrySchema>,
  ApiResult<typeof createTimeEntryService>
>;
