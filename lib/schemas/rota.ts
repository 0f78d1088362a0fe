import { z } from 'zod';
import { dateRangeShape, dateSchema, optionalId, optionalText, rangeMessage, refineRange, timeSchema } from './backoffice-common';
import { idSchema } from './common';

export const listRotasSchema = z
  .object({ ...dateRangeShape, cleanerId: optionalId, pageNumber: z.coerce.number().int().min(1).optional(), pageSize: z.coerce.number().int().min(1).max(100).optional(), timestamp: z.string().optional() })
  .refine(refineRange, rangeMessage);
export type ListRotasInput = z.infer<typeof listRotasSchema>;

const endAfterStart = (v: { startTime?: string; endTime?: string }) => !v.startTime || !v.endTime || v.endTime > v.startTime;
const endMessage = { message: 'End time must be after the start time', path: ['endTime'] };
const jobOrSite = (v: { jobId?: string | null; site?: string | null }) => Boolean(v.jobId) || Boolean(v.site);

export const createRotaSchema = z
  .object({
    cleanerId: idSchema,
    jobId: optionalId,
    site: optionalText(300).nullable(),
    date: dateSchema,
    startTime: timeSchema,
    endTime: timeSchema,
    notes: optionalText(2000).nullable(),
  })
  .refine(endAfterStart, endMessage)
  .refine(jobOrSite, { message: 'Choose a job or enter a site', path: ['site'] });
export type CreateRotaInput = z.infer<typeof createRotaSchema>;

export const updateRotaSchema = z
  .object({
    id: idSchema,
    cleanerId: idSchema.optional(),
    jobId: optionalId,
    site: optionalText(300).nullable(),
    date: dateSchema.optional(),
    startTime: timeSchema.optional(),
    endTime: timeSchema.optional(),
    notes: optionalText(2000).nullable(),
  })
  .refine(endAfterStart, endMessage);
export type UpdateRotaInput = z.infer<typeof updateRotaSchema>;
