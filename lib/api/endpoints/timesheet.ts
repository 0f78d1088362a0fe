import type { idQuerySchema } from '@/lib/schemas/common';
import type { approveTimesheetSchema, createTimeEntrySchema, exportTimesheetsSchema, listTimesheetsSchema, timesheetWeekQuerySchema } from '@/lib/schemas/timesheet';
import type { createTimeEntry as createTimeEntryService, getTimesheetWeek } from '@/lib/server/services/timesheet-week';
import type { approveTimesheet, getTimesheet, listTimesheets } from '@/lib/server/services/timesheets';
import type { ApiResult, Download, Endpoint, Json, Query } from './endpoint';

export const list = 'POST /api/timesheet/timesheets' as Endpoint<Json<typeof listTimesheetsSchema>, ApiResult<typeof listTimesheets>>;
export const approve = 'PUT /api/timesheet/approve' as Endpoint<Json<typeof approveTimesheetSchema>, ApiResult<typeof approveTimesheet>>;
export const exportCsv = 'GET /api/timesheet/export' as Endpoint<Query<typeof exportTimesheetsSchema>, Download>;
export const week = 'GET /api/timesheet/week' as Endpoint<Query<typeof timesheetWeekQuerySchema>, ApiResult<typeof getTimesheetWeek>>;
export const createTimeEntry = 'POST /api/timesheet/createtimeentry' as Endpoint<Json<typeof createTimeEntrySchema>, ApiResult<typeof createTimeEntryService>>;
export const get = 'GET /api/timesheet/gettimesheetbyid' as Endpoint<Query<typeof idQuerySchema>, ApiResult<typeof getTimesheet>>;
