import type { bookInputSchema, bookingInputSchema, coverageQuerySchema, slotsInputSchema } from '@/lib/schemas/booking';
import type { BookResult } from '@/lib/server/services/booking-book';
import type { bookingCoverage, bookingQuote, bookingSlots } from '@/lib/server/services/booking';
import type { ApiResult, Endpoint, Jsonify, Json, Query } from './endpoint';

export const coverage = 'GET /api/booking/coverage' as Endpoint<Query<typeof coverageQuerySchema>, ApiResult<typeof bookingCoverage>>;
export const quote = 'POST /api/booking/quote' as Endpoint<Json<typeof bookingInputSchema>, ApiResult<typeof bookingQuote>>;
export const slots = 'POST /api/booking/slots' as Endpoint<Json<typeof slotsInputSchema>, ApiResult<typeof bookingSlots>>;
// 201 (200 when the same id was booked already); a 409 answers { code: 'slot_taken', slots } or { code: 'price_changed', quote }.
export const book = 'POST /api/booking/book' as Endpoint<Json<typeof bookInputSchema>, Jsonify<Extract<BookResult, { kind: 'booked' }>['body']>>;
