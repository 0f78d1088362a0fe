import 'server-only';
import { ADMIN_ROLES, WORKFORCE_ROLES } from '@/lib/roles';
import { idQuerySchema } from '@/lib/schemas/common';
import {
  approveTimesheetSchema,
  createTimeEntrySchema,
  exportTimesheetsSchema,
  listTimesheetsSchema,
  timesheetWeekQuerySchema,
} from '@/lib/timesheets/schemas';
import { endpoint, endpoints } from '@/lib/server/http/endpoint';
import { getTimesheetWeek, createTimeEntry } from '@/lib/server/timesheets/week';
import { listTimesheets, getTimesheet } from '@/lib/server/timesheets/queries';
import { approveTimesheet } from '@/lib/server/timesheets/service';
import { exportTimesheetsCsv } from '@/lib/server/timesheets/payroll-csv';

export const timesheetsEndpoints = endpoints('Timesheets', {
  'POST /api/timesheet/timesheets': endpoint({
    access: WORKFORCE_ROLES,
    body: listTimesheetsSchema,
    summary: 'Timesheets for a period: scheduled, worked and approved hours per cleaner, paged: { data, totalRecords }',
    handler: async ({ db, actor, body }) => listTimesheets(db, actor, body),
  }),
  'PUT /api/timesheet/approve': endpoint({
    access: ADMIN_ROLES,
    body: approveTimesheetSchema,
    summary: "Approve a cleaner's hours for a period",
    handler: async ({ db, actor, body }) => approveTimesheet(db, actor, body),
  }),
  'GET /api/timesheet/export': endpoint({
    access: ADMIN_ROLES,
    query: exportTimesheetsSchema,
    summary:
      'Payroll CSV (UTF-8, DD/MM/YYYY) of the approved timesheets of exactly startDate–endDate: one row per cleaner per day, then a total row per cleaner',
    handler: async ({ db, actor, query }) => exportTimesheetsCsv(db, actor, query),
  }),
  'GET /api/timesheet/week': endpoint({
    access: ADMIN_ROLES,
    query: timesheetWeekQuerySchema,
    summary:
      "One cleaner's week (a timesheet id, or {userId}_{date}): per day the planned shifts and the clock records with flags and late/early marks, and the approval",
    handler: async ({ db, actor, query }) => getTimesheetWeek(db, actor, query.id),
  }),
  'POST /api/timesheet/createTimeEntry': endpoint({
    success: 201,
    access: ADMIN_ROLES,
    body: createTimeEntrySchema,
    summary:
      'The office adds a missing clock record for a cleaner (London times on one day, a reason); 409 when the week is approved or the entry overlaps another record',
    handler: async ({ db, actor, body }) => await createTimeEntry(db, actor, body),
  }),
  'GET /api/timesheet/getTimesheetbyId': endpoint({
    access: WORKFORCE_ROLES,
    query: idQuerySchema,
    summary: 'One approved timesheet',
    handler: async ({ db, actor, query }) => getTimesheet(db, actor, query.id),
  }),
});
