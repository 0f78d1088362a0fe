// Online booking (issue 28): the public API's bodies (the office's settings are in booking-settings.ts, districts in territory.ts).
// Field messages follow SPEC §5 ("<Field> is required", "Invalid email").
import { isValid, toNormalised, toOutcode } from 'postcode';
import { z } from 'zod';
import { SERVICES, type ServiceKey } from '@/lib/content/services';
import { FREQUENCIES, MAX_SLOT_DAYS, DEFAULT_SLOT_DAYS, SERVICE_SHAPE } from '@/lib/bookings/rules';
import { defaultLocale, locales } from '@/lib/i18n/locales';
import { dateSchema, timeSchema } from '@/lib/schemas/backoffice-common';
import { idSchema } from '@/lib/schemas/common';

export const SERVICE_KEYS = SERVICES.map((s) => s.key) as [ServiceKey, ...ServiceKey[]];

export const POSTCODE_REQUIRED = 'Postcode is required';
export const POSTCODE_INVALID = 'Enter a valid UK postcode';

/**
 * A full UK postcode, parsed by the `postcode` package (format and the outward/inward split; it does not know which
 * postcodes exist, so an unknown but well-formed one is simply covered by no company). Normalised to 'NR2 2RA'.
 */
export const postcodeSchema = z
  .string(POSTCODE_REQUIRED)
  .trim()
  .min(1, { error: POSTCODE_REQUIRED, abort: true })
  .max(10, { error: POSTCODE_INVALID, abort: true })
  .refine((v) => isValid(v), { error: POSTCODE_INVALID, abort: true })
  .transform((v) => toNormalised(v)!);

/** The outward code (district) of a valid postcode: 'NR2 2RA' → 'NR2'. */
export const postcodeDistrict = (normalised: string) => toOutcode(normalised)!;

const count = (label: string, min: number, max: number) =>
  z
    .number(`${label} must be a number`)
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);

/** Oven, fridge, windows: how many (0–5); true/false is accepted as 1/0 for a simple tick box. */
const itemExtra = (label: string) =>
  z.union([z.boolean().transform((b) => (b ? 1 : 0)), count(label, 0, 5)]).optional();

export const bookingSizeSchema = z.object({
  bedrooms: count('Bedrooms', 0, 10).optional(),
  bathrooms: count('Bathrooms', 1, 10).optional(),
  /** Hours on site, in half hours. */
  hours: z
    .number('Hours must be a number')
    .min(1, 'Hours must be at least 1')
    .max(12, 'Hours must be at most 12')
    .refine((h) => Number.isInteger(h * 2), 'Hours must be whole or half hours')
    .optional(),
  cleaners: count('Cleaners', 1, 10).optional(),
  rooms: count('Rooms', 1, 30).optional(),
  squareMetres: count('Area', 1, 2000).optional(),
});

export const bookingExtrasSchema = z.object({
  oven: itemExtra('Ovens'),
  fridge: itemExtra('Fridges'),
  windows: itemExtra('Windows'),
  ironingHours: count('Ironing hours', 0, 10).optional(),
});

/** Which size fields each shape needs; the carpet unit is the company's, so the quote checks rooms vs m² itself. */
const REQUIRED_SIZE: Record<string, [keyof z.infer<typeof bookingSizeSchema>, string][]> = {
  rooms: [
    ['bedrooms', 'Bedrooms is required'],
    ['bathrooms', 'Bathrooms is required'],
  ],
  hours: [['hours', 'Hours is required']],
  removal: [['rooms', 'Rooms is required']],
  carpet: [],
};

const bookingInputShape = {
  postcode: postcodeSchema,
  service: z.enum(SERVICE_KEYS, 'Service is required'),
  size: bookingSizeSchema.default({}),
  extras: bookingExtrasSchema.default({}),
  frequency: z.enum(FREQUENCIES, 'Frequency is required').default('one-off'),
};

type SizeCheck = { service?: ServiceKey; size?: z.infer<typeof bookingSizeSchema> };
const checkSize = (v: SizeCheck, ctx: z.RefinementCtx) => {
  if (!v.service || !v.size) return;
  const shape = SERVICE_SHAPE[v.service];
  for (const [field, message] of REQUIRED_SIZE[shape]!) {
    if (v.size[field] === undefined) ctx.addIssue({ code: 'custom', path: ['size', field], message });
  }
  if (shape === 'carpet' && v.size.rooms === undefined && v.size.squareMetres === undefined) {
    ctx.addIssue({ code: 'custom', path: ['size', 'rooms'], message: 'Rooms or area is required' });
  }
};

/** BookingInput: what the visitor chose. POST /api/booking/quote. */
export const bookingInputSchema = z.object(bookingInputShape).superRefine(checkSize);
export type BookingInput = z.infer<typeof bookingInputSchema>;

/** GET /api/booking/coverage?postcode= */
export const coverageQuerySchema = z.object({ postcode: postcodeSchema });

/** POST /api/booking/slots: BookingInput and the first day and number of days to search. */
export const slotsInputSchema = z
  .object({
    ...bookingInputShape,
    from: dateSchema,
    days: z
      .number('Days must be a number')
      .int()
      .min(1, 'Days must be at least 1')
      .max(MAX_SLOT_DAYS, `Days must be at most ${MAX_SLOT_DAYS}`)
      .default(DEFAULT_SLOT_DAYS),
  })
  .superRefine(checkSize);
export type SlotsInput = z.infer<typeof slotsInputSchema>;

/** POST /api/booking/book: BookingInput, the chosen slot, the price the visitor saw, and who they are. */
export const bookInputSchema = z
  .object({
    ...bookingInputShape,
    id: idSchema,
    date: z.string('Date is required').trim().min(1, { error: 'Date is required', abort: true }).pipe(dateSchema),
    startTime: z
      .string('Start time is required')
      .trim()
      .min(1, { error: 'Start time is required', abort: true })
      .pipe(timeSchema),
    expectedTotalPence: z.number('Price is required').int('Price must be in whole pence').min(0).max(100_000_000),
    name: z.string('Name is required').trim().min(1, 'Name is required').max(200, 'Must be at most 200 characters'),
    email: z
      .string('Email is required')
      .trim()
      .min(1, { error: 'Email is required', abort: true })
      .max(254)
      .pipe(z.email('Invalid email')),
    phone: z
      .string('Phone number is required')
      .trim()
      .min(1, 'Phone number is required')
      .max(40, 'Must be at most 40 characters'),
    address: z
      .string('Address is required')
      .trim()
      .min(1, 'Address is required')
      .max(500, 'Must be at most 500 characters'),
    notes: z.string().trim().max(2000, 'Must be at most 2000 characters').optional(),
    /** The language of the page the visitor booked on: their mails, now and later, are written in it. */
    locale: z.enum(locales, 'Unknown language').default(defaultLocale),
  })
  .superRefine(checkSize);
export type BookInput = z.infer<typeof bookInputSchema>;
