import { z } from 'zod';
import { MAX_SLOT_DAYS } from '@/lib/bookings/rules';
import { dateSchema, optionalText, timeSchema } from '@/lib/schemas/backoffice-common';
import { idSchema } from '@/lib/schemas/common';

/** POST /api/job/confirmbooking: the office confirms an online booking (a requested one takes its slot if still free). */
export const confirmBookingSchema = z.object({ id: idSchema });
export type ConfirmBookingInput = z.infer<typeof confirmBookingSchema>;

/** POST /api/job/movebooking: the office moves an online booking to another free start (it is confirmed by the move). */
export const moveBookingSchema = z.object({ id: idSchema, date: dateSchema, startTime: timeSchema });
export type MoveBookingInput = z.infer<typeof moveBookingSchema>;

/** POST /api/job/declinebooking: the office declines an online booking; the customer is told why (optional). */
export const declineBookingSchema = z.object({ id: idSchema, reason: optionalText(1000) });
export type DeclineBookingInput = z.infer<typeof declineBookingSchema>;

/** GET /api/job/bookingslots?id=&from=&days=: free starts for moving an online booking (its own slot does not count as taken). */
export const bookingSlotsQuerySchema = z.object({
  id: idSchema,
  from: dateSchema,
  days: z.coerce
    .number('Must be a number')
    .int('Whole days')
    .min(1, 'At least 1 day')
    .max(MAX_SLOT_DAYS, `At most ${MAX_SLOT_DAYS} days`)
    .default(7),
});
export type BookingSlotsQuery = z.infer<typeof bookingSlotsQuerySchema>;

/** The move form: a day and one of the free starts offered for it. */
export const moveBookingFormSchema = z.object({ date: dateSchema, startTime: timeSchema });
