import { z } from 'zod';
import { dateRangeShape, dateSchema, optionalId, optionalText, rangeMessage, refineRange } from './backoffice-common';
import { idSchema, listQueryShape, paginationSchema } from './common';
import { LEAVE_SORTS } from './list-fields';

export const LEAVE_TYPE_VALUES = ['annual', 'sick', 'unpaid', 'other'] as const;
export const LEAVE_STATUS_VALUES = ['pending', 'approved', 'rejected'] as const;

export const listLeaveSchema = paginationSchema
  .extend({ ...dateRangeShape, userId: optionalId, status: z.enum(LEAVE_STATUS_VALUES).optional(), ...listQueryShape(LEAVE_SORTS) })
  .refine(refineRange, rangeMessage);
export type ListLeaveInput = z.infer<typeof listLeaveSchema>;

export const createLeaveSchema = z
  .object({
    type: z.enum(LEAVE_TYPE_VALUES, 'Choose a leave type'),
    startDate: dateSchema,
    endDate: dateSchema,
    reason: z.string().trim().max(2000).default(''),
    /** Administrators may record leave for someone in their company; everyone else requests for themselves. */
    userId: optionalId,
  })
  .refine(refineRange, rangeMessage);
export type CreateLeaveInput = z.infer<typeof createLeaveSchema>;

export const updateLeaveSchema = z
  .object({
    id: idSchema,
    type: z.enum(LEAVE_TYPE_VALUES).optional(),
    startDate: dateSchema.optional(),
    endDate: dateSchema.optional(),
    reason: optionalText(2000),
    status: z.enum(LEAVE_STATUS_VALUES).optional(),
  })
  .refine(refineRange, rangeMessage);
export type UpdateLeaveInput = z.infer<typeof updateLeaveSchema>;
