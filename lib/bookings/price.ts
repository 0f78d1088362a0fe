// The online booking price engine (issue 28): pure, in integer pence, shared by the quote, slots and book endpoints.
//
// Rounding, documented once:
// - Each line is an exact integer of pence, except the hours shape's cleaner-hours (half hours × cleaners × price per
//   hour), which is rounded to the nearest penny (half up).
// - The frequency discount is a whole percent of the subtotal, rounded to the nearest penny (half up), and subtracted.
// - The minimum charge then lifts the amount to the minimum (`minimumApplied`).
// - VAT: when the company's prices include VAT, the amount is the total and the net is total × 100 / (100 + rate)
//   rounded to the nearest penny, VAT the difference (so net + VAT is always the total shown). When they exclude it,
//   the amount is the net, VAT is net × rate / 100 rounded to the nearest penny, and the total their sum.
// - The visit's duration is the rule's minutes plus the extras' minutes, rounded up to the slot step (30 min).
import type { ServiceKey } from '@/lib/content/services';
import {
  EXTRAS,
  SERVICE_SHAPE,
  SLOT_STEP_MINUTES,
  type BookingPrices,
  type ExtraKey,
  type Frequency,
  type PriceRule,
} from './rules';

export type QuoteSize = {
  bedrooms?: number;
  bathrooms?: number;
  hours?: number;
  cleaners?: number;
  rooms?: number;
  squareMetres?: number;
};
export type QuoteExtras = { oven?: number; fridge?: number; windows?: number; ironingHours?: number };
export type QuoteRequest = { service: ServiceKey; size: QuoteSize; extras: QuoteExtras; frequency: Frequency };
export type QuoteCompany = { prices: BookingPrices; vatRatePercent: number; pricesIncludeVat: boolean };

/** Line keys; the client labels them from messages. */
export type QuoteLineKey =
  'base' | 'bedrooms' | 'bathrooms' | 'cleanerHours' | 'carpetRooms' | 'carpetSquareMetres' | 'rooms' | ExtraKey;
export type QuoteLine = { key: QuoteLineKey; quantity: number; pence: number };
export type Quote = {
  lines: QuoteLine[];
  discountPence: number;
  minimumApplied: boolean;
  netPence: number;
  vatPence: number;
  totalPence: number;
  durationMinutes: number;
  teamSize: number;
};
/** A size the rule refuses, as a field error on `size.<field>`. */
export type QuoteProblem = { field: `size.${keyof QuoteSize}`; message: string };

/** Half up, for the non-negative amounts here. */
const roundPence = (n: number) => Math.floor(n + 0.5);
const roundUpToStep = (minutes: number) => Math.ceil(minutes / SLOT_STEP_MINUTES) * SLOT_STEP_MINUTES;

type Priced = { lines: QuoteLine[]; minutes: number; teamSize: number };

function priceService(rule: PriceRule, teamSize: number, size: QuoteSize): Priced | QuoteProblem {
  switch (rule.shape) {
    case 'rooms': {
      const bedrooms = size.bedrooms ?? 0;
      const bathrooms = size.bathrooms ?? 1;
      return {
        lines: [
          { key: 'base', quantity: 1, pence: rule.basePence },
          { key: 'bedrooms', quantity: bedrooms, pence: bedrooms * rule.perBedroomPence },
          { key: 'bathrooms', quantity: bathrooms, pence: bathrooms * rule.perBathroomPence },
        ],
        minutes: rule.baseMinutes + bedrooms * rule.minutesPerBedroom + bathrooms * rule.minutesPerBathroom,
        teamSize,
      };
    }
    case 'hours': {
      const hours = size.hours ?? rule.minHours;
      const cleaners = size.cleaners ?? teamSize;
      if (hours < rule.minHours) return { field: 'size.hours', message: `Hours must be at least ${rule.minHours}` };
      if (cleaners > rule.maxCleaners)
        return { field: 'size.cleaners', message: `Cleaners must be at most ${rule.maxCleaners}` };
      return {
        lines: [
          {
            key: 'cleanerHours',
            quantity: hours * cleaners,
            pence: roundPence(hours * cleaners * rule.perCleanerHourPence),
          },
        ],
        minutes: hours * 60,
        teamSize: cleaners,
      };
    }
    case 'carpet': {
      const units = rule.unit === 'room' ? size.rooms : size.squareMetres;
      if (units === undefined) {
        return rule.unit === 'room'
          ? { field: 'size.rooms', message: 'Rooms is required' }
          : { field: 'size.squareMetres', message: 'Area is required' };
      }
      return {
        lines: [
          { key: 'base', quantity: 1, pence: rule.basePence },
          {
            key: rule.unit === 'room' ? 'carpetRooms' : 'carpetSquareMetres',
            quantity: units,
            pence: units * rule.perUnitPence,
          },
        ],
        minutes: rule.baseMinutes + units * rule.minutesPerUnit,
        teamSize,
      };
    }
    case 'removal': {
      const rooms = size.rooms ?? 1;
      return {
        lines: [
          { key: 'base', quantity: 1, pence: rule.basePence },
          { key: 'rooms', quantity: rooms, pence: rooms * rule.perRoomPence },
        ],
        minutes: rule.baseMinutes + rooms * rule.minutesPerRoom,
        teamSize,
      };
    }
  }
}

/** The extras' lines (only those chosen) and the minutes they add. */
function priceExtras(prices: BookingPrices, extras: QuoteExtras) {
  const lines: QuoteLine[] = [];
  let minutes = 0;
  for (const { key } of EXTRAS) {
    const quantity = key === 'ironing' ? (extras.ironingHours ?? 0) : (extras[key] ?? 0);
    if (quantity <= 0) continue;
    const price = prices.extras[key];
    lines.push({ key, quantity, pence: quantity * price.pence });
    minutes += quantity * price.minutes;
  }
  return { lines, minutes };
}

/** Splits an amount into net, VAT and total as the company's settings say (see the header). */
export function splitVat(amountPence: number, ratePercent: number, included: boolean) {
  if (included) {
    const netPence = roundPence((amountPence * 100) / (100 + ratePercent));
    return { netPence, vatPence: amountPence - netPence, totalPence: amountPence };
  }
  const vatPence = roundPence((amountPence * ratePercent) / 100);
  return { netPence: amountPence, vatPence, totalPence: amountPence + vatPence };
}

/**
 * The quote for one request under one rule, or the size problem the rule refuses. The service must be priced with
 * the rule's shape (SERVICE_SHAPE); the caller has checked the company offers the service and the frequency.
 */
export function quoteBooking(
  request: QuoteRequest,
  rule: { rule: PriceRule; teamSize: number },
  company: QuoteCompany,
): Quote | QuoteProblem {
  if (SERVICE_SHAPE[request.service] !== rule.rule.shape)
    throw new Error(`Rule shape ${rule.rule.shape} does not price ${request.service}`);
  const service = priceService(rule.rule, rule.teamSize, request.size);
  if ('field' in service) return service;
  const extras = priceExtras(company.prices, request.extras);
  const lines = [...service.lines, ...extras.lines];
  const subtotal = lines.reduce((sum, l) => sum + l.pence, 0);
  const percent = request.frequency === 'one-off' ? 0 : company.prices.discountPercent[request.frequency];
  const discountPence = roundPence((subtotal * percent) / 100);
  const discounted = subtotal - discountPence;
  const minimumApplied = discounted < company.prices.minimumChargePence;
  const amount = minimumApplied ? company.prices.minimumChargePence : discounted;
  return {
    lines,
    discountPence,
    minimumApplied,
    ...splitVat(amount, company.vatRatePercent, company.pricesIncludeVat),
    durationMinutes: roundUpToStep(service.minutes + extras.minutes),
    teamSize: service.teamSize,
  };
}

export const isQuoteProblem = (q: Quote | QuoteProblem): q is QuoteProblem => 'field' in q;
