import type { bookInputSchema } from '@/lib/schemas/booking';
import type { BookResult } from '@/lib/server/services/booking-book';
import type { Endpoint, Jsonify, Json } from '../endpoint';

// 201 (200 when the same id was booked already); a 409 answers { code: 'slot_taken', slots } or { code: 'price_changed', quote }.
export const book = 'POST /api/booking/book' as Endpoint<
  Json<typeof bookInputSchema>,
  Jsonify<Extract<BookResult, { kind: 'booked' }>['body']>
>;
