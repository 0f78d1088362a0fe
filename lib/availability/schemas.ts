import { z } from 'zod';
import { calendarUrl } from '@/lib/availability/rules';
import { idSchema } from '@/lib/schemas/common';

/** Whose calendars: the cleaner's own when left out; the office names the cleaner. */
export const listCalendarsSchema = z.object({ userId: idSchema.optional() });
export type ListCalendarsInput = z.infer<typeof listCalendarsSchema>;

export const connectCalendarSchema = z.object({
  url: z
    .string()
    .trim()
    .min(1, 'Required')
    .max(2000, 'Must be at most 2000 characters')
    .refine((v) => calendarUrl(v) !== null, 'Enter an address starting with https:// or webcal://'),
  userId: idSchema.optional(),
});
export type ConnectCalendarInput = z.infer<typeof connectCalendarSchema>;

export const removeCalendarSchema = z.object({ id: idSchema });
export type RemoveCalendarInput = z.infer<typeof removeCalendarSchema>;

/** A Super Administrator names the company; an Administrator sees their own. */
export const listConflictsSchema = z.object({ companyId: idSchema.optional() });
