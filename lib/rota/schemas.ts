import { z } from 'zod';
import {
  dateRangeShape,
  dateSchema,
  optionalId,
  optionalText,
  rangeMessage,
  refineRange,
  timeSchema,
} from '@/lib/schemas/backoffice-common';
import { idSchema } from '@/lib/schemas/common';

export const listRotasSchema = z
  .object({
    ...dateRangeShape,
    cleanerId: optionalId,
    pageNumber: z.coerce.number().int().min(1).optional(),
    pageSize: z.coerce.number().int().min(1).max(100).optional(),
    timestamp: z.string().optional(),
  })
  .refine(refineRange, rangeMessage);
export type ListRotasInput = z.infer<typeof listRotasSchema>;

const endAfterStart = (v: { startTime?: string; endTime?: string }) =>
  !v.startTime || !v.endTime || v.endTime > v.startTime;
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

const isMonday = (d: string) => new Date(`${d}T00:00:00Z`).getUTCDay() === 1;
const mondaySchema = dateSchema.refine(isMonday, 'Must be a Monday');

/** Copy the shifts of the week starting fromWeekStart to the same days of the week starting toWeekStart. */
export const copyWeekSchema = z
  .object({
    fromWeekStart: mondaySchema,
    toWeekStart: mondaySchema,
    /** Super Administrators name the company; Administrators copy their own. */
    companyId: optionalId,
  })
  .refine((v) => v.fromWeekStart !== v.toWeekStart, {
    message: 'Choose another week to copy into',
    path: ['toWeekStart'],
  });
export type CopyWeekInput = z.infer<typeof copyWeekSchema>;

/** The shift being planned, checked before it is saved: `excludeId` is the shift being edited. */
export const rotaClashesSchema = z
  .object({ cleanerId: idSchema, date: dateSchema, startTime: timeSchema, endTime: timeSchema, excludeId: optionalId })
  .refine(endAfterStart, endMessage);
export type RotaClashesInput = z.infer<typeof rotaClashesSchema>;
