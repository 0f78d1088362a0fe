import { z } from 'zod';
import { dateSchema, optionalId, optionalText } from './backoffice-common';
import { paginationSchema } from './common';

const period = { startDate: dateSchema, endDate: dateSchema };
const endOnOrAfterStart = (v: { startDate: string; endDate: string }) => v.endDate >= v.startDate;
const periodMessage = { message: 'End date must be on or after the start date', path: ['endDate'] };

export const listTimesheetsSchema = paginationSchema.extend({ ...period, userId: optionalId }).refine(endOnOrAfterStart, periodMessage);
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
