import { z, type ZodType } from 'zod';
import { BOOKING_MODES, CARPET_UNITS, EXTRAS, FREQUENCIES, SERVICE_SHAPE } from '@/lib/bookings/rules';
import { moneySchema, timeSchema } from '@/lib/schemas/backoffice-common';
import { idSchema } from '@/lib/schemas/common';

/**
 * A company's online booking settings and price rules, as the back office edits them (issue 28). One schema builder
 * serves the API (amounts in whole pence) and the form (amounts in pounds, `moneySchema`): every amount is a field
 * named `pence` or ending in `Pence`, and lib/bookings/money.ts converts between the two by that name.
 */
const SERVICE_KEYS = Object.keys(SERVICE_SHAPE) as [keyof typeof SERVICE_SHAPE, ...(keyof typeof SERVICE_SHAPE)[]];

const whole = (min: number, max: number, unit: string) =>
  z.coerce.number('Must be a number').int(`Whole ${unit}`).min(min, `At least ${min}`).max(max, `At most ${max}`);
const minutes = whole(0, 1440, 'minutes');
const visitMinutes = whole(15, 1440, 'minutes');
export const penceSchema = whole(0, 1_000_000_000, 'pence');
const percent = whole(0, 100, 'percent');

function build(money: ZodType<number>) {
  const rooms = z.object({
    shape: z.literal('rooms'),
    basePence: money,
    perBedroomPence: money,
    perBathroomPence: money,
    baseMinutes: visitMinutes,
    minutesPerBedroom: minutes,
    minutesPerBathroom: minutes,
  });
  const hours = z.object({
    shape: z.literal('hours'),
    perCleanerHourPence: money,
    minHours: z.coerce
      .number('Must be a number')
      .min(1, 'At least 1 hour')
      .max(12, 'At most 12 hours')
      .multipleOf(0.5, 'In half hours'),
    maxCleaners: whole(1, 10, 'cleaners'),
  });
  const carpet = z.object({
    shape: z.literal('carpet'),
    unit: z.enum(CARPET_UNITS, 'Per room or per m²'),
    basePence: money,
    perUnitPence: money,
    baseMinutes: visitMinutes,
    minutesPerUnit: minutes,
  });
  const removal = z.object({
    shape: z.literal('removal'),
    basePence: money,
    perRoomPence: money,
    baseMinutes: visitMinutes,
    minutesPerRoom: minutes,
  });
  const rule = z.discriminatedUnion('shape', [rooms, hours, carpet, removal], 'Choose how the service is priced');

  const ruleEntry = z
    .object({
      service: z.enum(SERVICE_KEYS, 'Unknown service'),
      rule,
      teamSize: whole(1, 10, 'cleaners'),
      active: z.boolean('Must be true or false'),
    })
    .refine((r) => r.rule.shape === SERVICE_SHAPE[r.service], {
      message: 'This service is priced another way',
      path: ['rule', 'shape'],
    });

  const extra = z.object({ pence: money, minutes });
  const extras = Object.fromEntries(EXTRAS.map((e) => [e.key, extra])) as Record<
    (typeof EXTRAS)[number]['key'],
    typeof extra
  >;

  return z
    .object({
      companyId: idSchema,
      onlineBooking: z.enum(BOOKING_MODES, 'Choose off, instant or confirm first'),
      travelBufferMinutes: whole(0, 240, 'minutes'),
      // How often cleaners' own calendars are read (issue 37); optional so older callers keep working.
      calendarRefreshMinutes: whole(15, 1440, 'minutes').optional(),
      bookingOpens: timeSchema,
      bookingCloses: timeSchema,
      bookingHorizonDays: whole(1, 365, 'days'),
      vatRatePercent: percent,
      pricesIncludeVat: z.boolean('Must be true or false'),
      frequencies: z
        .array(z.enum(FREQUENCIES, 'Unknown frequency'), 'Choose at least one')
        .min(1, 'Choose at least one')
        .refine((f) => new Set(f).size === f.length, 'Each frequency once'),
      cancellationNoticeHours: whole(0, 720, 'hours'),
      cancellationFeePence: money,
      prices: z.object({
        extras: z.object(extras),
        discountPercent: z.object({ weekly: percent, fortnightly: percent, monthly: percent }),
        minimumChargePence: money,
      }),
      rules: z
        .array(ruleEntry)
        .max(SERVICE_KEYS.length)
        .refine((rules) => new Set(rules.map((r) => r.service)).size === rules.length, 'Each service once'),
    })
    .refine((v) => v.bookingOpens < v.bookingCloses, {
      message: 'Booking must close after it opens',
      path: ['bookingCloses'],
    });
}

/** PUT /api/company/updatebookingsettings: every setting and rule of one company, amounts in pence. */
export const updateBookingSettingsSchema = build(penceSchema);
export type UpdateBookingSettingsInput = z.infer<typeof updateBookingSettingsSchema>;

/** The back-office form: the same fields with amounts in pounds (two decimals at most). */
export const bookingSettingsFormSchema = build(moneySchema);
export type BookingSettingsFormInput = z.input<typeof bookingSettingsFormSchema>;

/** GET /api/company/bookingsettings?companyId=: Administrators their own (the default), Super Administrators any. */
export const bookingSettingsQuerySchema = z.object({ companyId: idSchema.optional() });
