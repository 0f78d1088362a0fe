import { z } from 'zod';
import { dateSchema, optionalId, optionalText, timeSchema } from '@/lib/schemas/backoffice-common';
import { listQueryShape, paginationSchema } from '@/lib/schemas/common';
import { TIMESHEET_SORTS } from '@/lib/schemas/list-fields';

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
    approvedHours: z.coerce
      .number()
      .min(0)
      .max(24 * 62)
      .optional(),
    notes: optionalText(2000).nullable(),
  })
  .refine(endOnOrAfterStart, periodMessage);
export type ApproveTimesheetInput = z.infer<typeof approveTimesheetSchema>;

/** The CSV for payroll: approved timesheets of exactly this period (at most 62 days), one row per cleaner per day. */
export const exportTimesheetsSchema = z
  .object({ ...period, userId: optionalId })
  .refine(endOnOrAfterStart, periodMessage)
  .refine((v) => Date.parse(v.endDate) - Date.parse(v.startDate) <= 61 * 86_400_000, {
    message: 'Choose at most 62 days',
    path: ['endDate'],
  });
export type ExportTimesheetsInput = z.infer<typeof exportTimesheetsSchema>;

/**
 * A missing time entry the office adds for a cleaner: one London day with in and out times, optionally against a job
 * or a shift, and the reason (kept in the audit trail with who entered it).
 */
export const createTimeEntrySchema = z
  .object({
    userId: z.uuid('Choose a cleaner'),
    date: dateSchema,
    clockIn: timeSchema,
    clockOut: timeSchema,
    jobId: optionalId,
    shiftId: optionalId,
    reason: z
      .string('Give the reason for the entry')
      .trim()
      .min(1, 'Give the reason for the entry')
      .max(1000, 'Must be at most 1000 characters'),
  })
  .refine((v) => v.clockOut > v.clockIn, { message: 'Clock-out must be after clock-in', path: ['clockOut'] });
export type CreateTimeEntryInput = z.infer<typeof createTimeEntrySchema>;

/** A cleaner's week: a saved timesheet's id, or `{userId}_{Monday}` for a week nobody has approved yet. */
export const TIMESHEET_WEEK_KEY =
  /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:_(\d{4}-\d{2}-\d{2}))?$/i;
export const timesheetWeekQuerySchema = z.object({
  id: z.string().regex(TIMESHEET_WEEK_KEY, 'Must be a timesheet id or a cleaner id and week'),
});
