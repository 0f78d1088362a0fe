// Online booking (issue 28): the modes, statuses, frequencies, extras and price-rule shapes, once. Client-safe and free
// of zod: the database schema, the zod schemas, the price and slot engines, the public flow and the back office all
// read them from here, so a mode or a shape is never a bare string elsewhere.
import type { ServiceKey } from '@/lib/content/services';

/** A company's online booking: off, booked straight into a free slot, or requested and confirmed by the office. */
export const BOOKING_MODES = ['off', 'instant', 'confirm'] as const;
export type BookingMode = (typeof BOOKING_MODES)[number];

/**
 * An online job's booking state. 'held': booked in instant mode, the slot is taken. 'requested': booked in confirm
 * mode, waiting for the office; it does NOT hold the slot (other visitors may still book that time) until the office
 * confirms it. 'confirmed': the office confirmed it (or moved it); it holds its slot. 'declined': refused; it frees
 * the slot. Office jobs have no booking status (null).
 */
export const BOOKING_STATUSES = ['held', 'requested', 'confirmed', 'declined'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
/** The statuses whose team is busy for the visit (the slot engine counts these jobs, and every office job). */
export const SLOT_HOLDING_STATUSES: readonly BookingStatus[] = ['held', 'confirmed'];

/** Where a job came from. */
export const JOB_SOURCES = ['office', 'online'] as const;
export type JobSource = (typeof JOB_SOURCES)[number];

/** A job's repeat rule; one-off is the price every discount is measured against. */
export const FREQUENCIES = ['one-off', 'weekly', 'fortnightly', 'monthly'] as const;
export type Frequency = (typeof FREQUENCIES)[number];

/** The extras a visitor may add. Oven, fridge and windows are priced per item (0 or 1), ironing per hour. */
export const EXTRAS = [
  { key: 'oven', unit: 'item' },
  { key: 'fridge', unit: 'item' },
  { key: 'windows', unit: 'item' },
  { key: 'ironing', unit: 'hour' },
] as const;
export type ExtraKey = (typeof EXTRAS)[number]['key'];

/** The price-rule shapes of the issue. */
export const RULE_SHAPES = ['rooms', 'hours', 'carpet', 'removal'] as const;
export type RuleShape = (typeof RULE_SHAPES)[number];
export const CARPET_UNITS = ['room', 'm2'] as const;
export type CarpetUnit = (typeof CARPET_UNITS)[number];

/** Which shape prices each service. Construction clean-ups are sold by the hour, like office work. */
export const SERVICE_SHAPE: Record<ServiceKey, RuleShape> = {
  house: 'rooms',
  apartment: 'rooms',
  tenancy: 'rooms',
  office: 'hours',
  commercial: 'hours',
  construction: 'hours',
  carpet: 'carpet',
  removal: 'removal',
};

/**
 * The rule stored in `price_rules.rule` (jsonb), one shape per service. Every amount is in pence, every duration in
 * minutes of the visit (wall-clock time the team is on site, not person-minutes).
 */
export type RoomsRule = {
  shape: 'rooms';
  basePence: number;
  perBedroomPence: number;
  perBathroomPence: number;
  baseMinutes: number;
  minutesPerBedroom: number;
  minutesPerBathroom: number;
};
/** Office-type work: the visitor chooses hours and cleaners; the visit lasts the hours, each cleaner is paid per hour. */
export type HoursRule = { shape: 'hours'; perCleanerHourPence: number; minHours: number; maxCleaners: number };
export type CarpetRule = {
  shape: 'carpet';
  unit: CarpetUnit;
  basePence: number;
  perUnitPence: number;
  baseMinutes: number;
  minutesPerUnit: number;
};
export type RemovalRule = {
  shape: 'removal';
  basePence: number;
  perRoomPence: number;
  baseMinutes: number;
  minutesPerRoom: number;
};
export type PriceRule = RoomsRule | HoursRule | CarpetRule | RemovalRule;

/**
 * A company's prices beyond the per-service rules, stored in `companies.booking_prices` (jsonb): extras (pence and the
 * minutes each adds to the visit), frequency discounts in whole percent against one-off, and a minimum charge (net of
 * VAT when prices exclude it, gross when they include it: it is compared with what the visitor would otherwise pay).
 */
export type BookingPrices = {
  extras: Record<ExtraKey, { pence: number; minutes: number }>;
  discountPercent: Record<Exclude<Frequency, 'one-off'>, number>;
  minimumChargePence: number;
};
export const DEFAULT_BOOKING_PRICES: BookingPrices = {
  extras: {
    oven: { pence: 4500, minutes: 60 },
    fridge: { pence: 2000, minutes: 30 },
    windows: { pence: 2500, minutes: 30 },
    ironing: { pence: 2000, minutes: 60 },
  },
  discountPercent: { weekly: 15, fortnightly: 10, monthly: 5 },
  minimumChargePence: 6000,
};

/** Start times are offered on this grid, in minutes. */
export const SLOT_STEP_MINUTES = 30;
/** The slots endpoint answers at most this many days per request. */
export const MAX_SLOT_DAYS = 14;
export const DEFAULT_SLOT_DAYS = 7;

/** Company booking settings' defaults, as the migration sets them. */
export const BOOKING_DEFAULTS = {
  mode: 'instant' as BookingMode,
  travelBufferMinutes: 30,
  opens: '08:00',
  closes: '18:00',
  horizonDays: 60,
  vatRatePercent: 20,
  pricesIncludeVat: true,
  frequencies: [...FREQUENCIES] as Frequency[],
  cancellationNoticeHours: 48,
  cancellationFeePence: 0,
};

/**
 * The `jobs.service` text an online job stores: the company's service category names as the demo seeds them
 * (data, like the categories, not a screen string; screens translate services by key).
 */
export const SERVICE_JOB_NAMES: Record<ServiceKey, string> = {
  house: 'House Cleaning',
  apartment: 'Apartment Cleaning',
  tenancy: 'End Of Tenancy Cleaning',
  office: 'Office Cleaning',
  commercial: 'Commercial Cleaning',
  construction: 'Construction Cleaning',
  carpet: 'Carpet Cleaning',
  removal: 'Home Removal',
};
