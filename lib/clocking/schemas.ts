import { z } from 'zod';
import { dateRangeShape, optionalId, optionalText, rangeMessage, refineRange } from '@/lib/schemas/backoffice-common';
import { idSchema, listQueryShape } from '@/lib/schemas/common';
import { CLOCK_SORTS, CLOCK_STATES } from '@/lib/schemas/list-fields';
import { offlineStampShape, refineStamp } from '@/lib/offline/schemas';

/**
 * Clock records between two dates. Paging is optional (without pageSize the call answers up to 1000 records, as it
 * always has); `state=open` lists who is clocked in now; search matches the person's name or the job's title.
 */
export const listClockSchema = z
  .object({
    ...dateRangeShape,
    userId: optionalId,
    timestamp: z.string().optional(),
    state: z.enum(CLOCK_STATES).optional(),
    pageNumber: z.coerce.number().int().min(1).optional(),
    pageSize: z.coerce.number().int().min(1).max(100).optional(),
    ...listQueryShape(CLOCK_SORTS),
  })
  .refine(refineRange, rangeMessage);
export type ListClockInput = z.infer<typeof listClockSchema>;

export const geoPointSchema = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  label: optionalText(300),
});

const dateTime = z.iso.datetime({ offset: true, message: 'Must be a date-time' });

/**
 * `clientId` makes a resent clock-in store once; with `recordedAt` (a Cleaner's clock-in made with no signal) the
 * record keeps the device's time and is marked as recorded offline.
 */
export const clockInSchema = z
  .object({
    shiftId: optionalId,
    jobId: optionalId,
    location: geoPointSchema.nullish(),
    notes: optionalText(1000).nullable(),
    /** Administrators may clock in a cleaner of their company and back-date it; everyone else clocks in now, as themselves. */
    userId: optionalId,
    clockIn: dateTime.optional(),
    ...offlineStampShape,
  })
  .superRefine(refineStamp);
export type ClockInInput = z.infer<typeof clockInSchema>;

/** `id` is the record's, or the client id it was clocked in with (a clock-in sent from the same queue just before). */
export const clockOutSchema = z
  .object({
    id: idSchema,
    location: geoPointSchema.nullish(),
    notes: optionalText(1000).nullable(),
    /** Administrators may correct the times; a Cleaner's clock-out is always now. */
    clockIn: dateTime.optional(),
    clockOut: dateTime.optional(),
    ...offlineStampShape,
  })
  .superRefine(refineStamp);
export type ClockOutInput = z.infer<typeof clockOutSchema>;
