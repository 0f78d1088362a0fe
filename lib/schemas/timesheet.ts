import { z } from 'zod';
import { dateSchema, optionalId, optionalText } from './backoffice-common';
import { listQueryShape, paginationSchema } from './common';
import { TIMESHEET_SORTS } from './list-fields';

const period = { startDate: dateSchema, endDate: dateSchema };
const endOnOrAfterStart = (v: { startDate: string; endDate: string }) => v.endDate >= v.startDate;
const periodMessage = { message: 'End date must be on or after the start date', path: ['endDate'] };

export const listTimesheetsSchema = paginationSchema
  .extend({ ...period, userId: optionalId, ...listQueryShape(TIMESHEET_SORTS) })
  .refine(endOnOrAfterStart, periodMessage);
export type ListTimesheetsInput = z.infer<typeof listTimesheetsSchema>;

export const approveTimesheetSchema = z
  .object({
    ...period,
    userId: z.uuid('Must be a valid id'),
    /** Defaults to the hours worked according to the clock records. */
    approvedHours: z.coerce.number().min(0).max(24 * 62).optional(),
    notes: optionalText(2000).nullable(),
  })
  .refine(endOnOrAfterStart, periodMessage);
export type ApproveTimesheetInput = z.infer<typeof approveTimesheetSchema>;

/** The CSV for payroll: approved timesheets of exactly this period (at most 62 days), one row per cleaner per day. */
export const exportTimesheetsSchema = z
  .object({ ...period, userId: optionalId })
  .refine(endOnOrAfterStart, periodMessage)
  .refine((v) => Date.parse(v.endDate) - Date.parse(v.startDate) <= 61 * 86_400_000, { message: 'Choose at most 62 days', path: ['endDate'] });
export type ExportTimesheetsInput = z.infer<typeof exportTimesheetsSchema>;
