import { z } from 'zod';
import {
  dateRangeShape,
  dateSchema,
  optionalId,
  optionalText,
  rangeMessage,
  refineRange,
} from '@/lib/schemas/backoffice-common';
import { idSchema, listQueryShape, paginationSchema } from '@/lib/schemas/common';
import { halfDayProblem } from '@/lib/leave/days';
import { LEAVE_SORTS } from '@/lib/schemas/list-fields';

export const LEAVE_TYPE_VALUES = ['annual', 'sick', 'unpaid', 'other'] as const;
export const LEAVE_STATUS_VALUES = ['pending', 'approved', 'rejected'] as const;
export const HALF_DAY_VALUES = ['am', 'pm'] as const;

/** A first or last day taken as a half day: 'am' (morning) or 'pm' (afternoon); null for a full day. */
const halfDay = z.enum(HALF_DAY_VALUES, 'Choose morning or afternoon').nullish();
type Halves = { startDate?: string; endDate?: string; startHalf?: 'am' | 'pm' | null; endHalf?: 'am' | 'pm' | null };
const checkHalves = (v: Halves, ctx: z.core.$RefinementCtx) => {
  const problem = halfDayProblem(v);
  if (problem) ctx.addIssue({ code: 'custom', message: problem.message, path: [problem.path] });
};

export const listLeaveSchema = paginationSchema
  .extend({
    ...dateRangeShape,
    userId: optionalId,
    status: z.enum(LEAVE_STATUS_VALUES).optional(),
    ...listQueryShape(LEAVE_SORTS),
  })
  .refine(refineRange, rangeMessage);
export type ListLeaveInput = z.infer<typeof listLeaveSchema>;

export const createLeaveSchema = z
  .object({
    type: z.enum(LEAVE_TYPE_VALUES, 'Choose a leave type'),
    startDate: dateSchema,
    endDate: dateSchema,
    startHalf: halfDay,
    endHalf: halfDay,
    reason: z.string().trim().max(2000).default(''),
    /** Administrators may record leave for someone in their company; everyone else requests for themselves. */
    userId: optionalId,
  })
  .refine(refineRange, rangeMessage)
  .superRefine(checkHalves);
export type CreateLeaveInput = z.infer<typeof createLeaveSchema>;

export const updateLeaveSchema = z
  .object({
    id: idSchema,
    type: z.enum(LEAVE_TYPE_VALUES).optional(),
    startDate: dateSchema.optional(),
    endDate: dateSchema.optional(),
    startHalf: halfDay,
    endHalf: halfDay,
    reason: optionalText(2000),
    status: z.enum(LEAVE_STATUS_VALUES).optional(),
  })
  .refine(refineRange, rangeMessage)
  .superRefine(checkHalves);
export type UpdateLeaveInput = z.infer<typeof updateLeaveSchema>;
