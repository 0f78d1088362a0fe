import 'server-only';
import { bookInputSchema, bookingInputSchema, coverageQuerySchema, slotsInputSchema } from '@/lib/schemas/booking';
import * as api from '@/lib/api/endpoints/booking';
import { serverHalf } from './define';

export const booking = serverHalf(api, 'Booking', {
  coverage: {
    access: 'public',
    query: coverageQuerySchema,
    summary:
      'The office covering a postcode and what it offers online: { covered: true, postcode, district, company, mode, services, extras, frequencies, horizonDays, vat } or { covered: false, postcode, district }',
  },
  quote: {
    access: 'public',
    body: bookingInputSchema,
    summary:
      "The price from the covering office's rules: { currencySymbol, lines, discountPence, minimumApplied, netPence, vatPence, totalPence, durationMinutes, teamSize }",
  },
  slots: {
    access: 'public',
    body: slotsInputSchema,
    summary:
      'Free start times per day (a team on the rota, not on leave, not on another job ± the travel buffer): { durationMinutes, teamSize, days: [{ date, times }] }',
  },
  book: {
    access: 'public',
    body: bookInputSchema,
    success: 201,
    summary:
      "Book a slot, idempotent on the client's id, rate-limited per address: 201 { jobId, status, date, startTime, totalPence }; 409 { code: 'slot_taken', slots } or { code: 'price_changed', quote }",
  },
});
