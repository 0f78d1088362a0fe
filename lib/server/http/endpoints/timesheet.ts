import 'server-only';
import { ADMIN_ROLES, WORKFORCE_ROLES } from '@/lib/roles';
import { idQuerySchema } from '@/lib/schemas/common';
import {
  approveTimesheetSchema,
  createTimeEntrySchema,
  exportTimesheetsSchema,
  listTimesheetsSchema,
  timesheetWeekQuerySchema,
} from '@/lib/schemas/timesheet';
import * as api from '@/lib/api/endpoints/timesheet';
import { serverHalf } from './define';

export const timesheet = serverHalf(api, 'Timesheets', {
  list: {
    access: WORKFORCE_ROLES,
    body: listTimesheetsSchema,
    summary: 'Timesheets for a period: scheduled, worked and approved hours per cleaner, paged: { data, totalRecords }',
  },
  approve: { access: ADMIN_ROLES, body: approveTimesheetSchema, summary: "Approve a cleaner's hours for a period" },
  exportCsv: {
    access: ADMIN_ROLES,
    query: exportTimesheetsSchema,
    summary:
      'Payroll CSV (UTF-8, DD/MM/YYYY) of the approved timesheets of exactly startDate–endDate: one row per cleaner per day, then a total row per cleaner',
  },
  week: {
    access: ADMIN_ROLES,
    query: timesheetWeekQuerySchema,
    summary:
      "One cleaner's week (a timesheet id, or {userId}_{date}): per day the planned shifts and the clock records with flags and late/early marks, and the approval",
  },
  createTimeEntry: {
    contract: '/api/timesheet/createTimeEntry',
    access: ADMIN_ROLES,
    body: createTimeEntrySchema,
    summary:
      'The office adds a missing clock record for a cleaner (London times on one day, a reason); 409 when the week is approved or the entry overlaps another record',
  },
  get: {
    contract: '/api/timesheet/getTimesheetbyId',
    access: WORKFORCE_ROLES,
    query: idQuerySchema,
    summary: 'One approved timesheet',
  },
});
