import type { z } from 'zod';
import type { idQuerySchema } from '@/lib/schemas/common';
import type { approveTimesheetSchema, createTimeEntrySchema, exportTimesheetsSchema, listTimesheetsSchema, timesheetWeekQuerySchema } from '@/lib/schemas/timesheet';
import type { createTimeEntry as createTimeEntryService, getTimesheetWeek } from '@/lib/server/services/timesheet-week';
import type { approveTimesheet, exportTimesheetsCsv, getTimesheet, listTimesheets } from '@/lib/server/services/timesheets';
import type { ApiResult } from '@/lib/api-client/types';
import type { Endpoint } from './endpoint';

export const list = 'POST /api/timesheet/timesheets' as Endpoint<{ json: z.input<typeof listTimesheetsSchema> }, ApiResult<typeof listTimesheets>>;
export const approve = 'PUT /api/timesheet/approve' as Endpoint<{ json: z.input<typeof approveTimesheetSchema> }, ApiResult<typeof approveTimesheet>>;
export const exportCsv = 'GET /api/timesheet/export' as Endpoint<{ query: z.input<typeof exportTimesheetsSchema> }, ApiResult<typeof exportTimesheetsCsv>>;
export const week = 'GET /api/timesheet/week' as Endpoint<{ query: z.input<typeof timesheetWeekQuerySchema> }, ApiResult<typeof getTimesheetWeek>>;
export const createTimeEntry = 'POST /api/timesheet/createtimeentry' as Endpoint<{ json: z.input<typeof createTimeEntrySchema> }, ApiResult<typeof createTimeEntryService>>;
export const get = 'GET /api/timesheet/gettimesheetbyid' as Endpoint<{ query: z.input<typeof idQuerySchema> }, ApiResult<typeof getTimesheet>>;
