import type { Quote as DomainQuote } from '@/lib/bookings/price';
import type { CarpetUnit, ExtraKey, Frequency, RuleShape } from '@/lib/bookings/rules';
import { call } from '@/lib/http/client';
import type { InputOf } from '@/lib/http/types';

/**
 * Typed browser calls of the public booking flow (issue 28). The server prices and schedules everything: these
 * types only describe what it answers, the client never computes a price or a slot itself.
 */

export type { ExtraKey, Frequency };
export type BookingShape = RuleShape;

export type CoveredArea = {
  covered: true;
  postcode: string;
  district: string;
  company: { id: string; name: string; currencySymbol: string; phone: string | null; email: string | null };
  mode: 'instant' | 'confirm';
  services: {
    key: string;
    shape: BookingShape;
    carpetUnit?: CarpetUnit;
    minHours?: number;
    maxCleaners?: number;
    teamSize: number;
  }[];
  extras: { key: ExtraKey; unit: 'item' | 'hour' }[];
  frequencies: Frequency[];
  horizonDays: number;
  vat: { ratePercent: number; included: boolean };
};
export type Coverage = CoveredArea | { covered: false; postcode: string; district: string };

export type BookingSize = {
  bedrooms?: number;
  bathrooms?: number;
  hours?: number;
  cleaners?: number;
  rooms?: number;
  squareMetres?: number;
};
export type BookingExtras = { oven?: number; fridge?: number; windows?: number; ironingHours?: number };
export type BookingInput = {
  postcode: string;
  service: InputOf<'POST /api/booking/quote'>['json']['service'];
  size: BookingSize;
  extras: BookingExtras;
  frequency: Frequency;
};

/** The server's quote (lib/bookings/price.ts) with the company's currency symbol; a type-only import. */
export type Quote = DomainQuote & { currencySymbol: string };

export type SlotDay = { date: string; times: string[] };
export type Slots = { durationMinutes: number; teamSize: number; days: SlotDay[] };

export type BookingContact = { name: string; email: string; phone: string; address: string; notes?: string };
export type BookRequest = BookingInput &
  BookingContact & { id: string; date: string; startTime: string; expectedTotalPence: number };
export type Booked = {
  jobId: string;
  status: 'held' | 'requested';
  date: string;
  startTime: string;
  totalPence: number;
};

// the company covering a postcode, and what it offers online
export function fetchCoverage(postcode: string, signal?: AbortSignal) {
  return call('GET /api/booking/coverage', { query: { postcode }, signal });
}

// the price of a booking, from the covering company's rules
export function fetchQuote(input: BookingInput, signal?: AbortSignal) {
  return call('POST /api/booking/quote', { json: input, signal });
}

// start times really free for a week (or `days`) from `from`
export function fetchSlots(input: BookingInput & { from: string; days?: number }, signal?: AbortSignal) {
  return call('POST /api/booking/slots', { json: input, signal });
}

// book (idempotent by id); 409 slot_taken / price_changed carry fresh slots / the new quote
export function book(request: BookRequest) {
  return call('POST /api/booking/book', { json: request });
}

// address suggestions for the postcode (an empty list when not configured)
export function fetchAddressSuggestions(postcode: string, signal?: AbortSignal) {
  return call('GET /api/autocomplete/{term}', { params: { term: postcode }, query: { top: 20 }, signal });
}

/** The body of a 409 from POST /api/booking/book. */
export type BookConflict =
  | { code: 'slot_taken'; message: string; slots: Slots | SlotDay[] }
  | { code: 'price_changed'; message: string; quote: Quote };

export function asBookConflict(data: unknown): BookConflict | null {
  if (!data || typeof data !== 'object') return null;
  const code = (data as { code?: unknown }).code;
  return code === 'slot_taken' || code === 'price_changed' ? (data as BookConflict) : null;
}
