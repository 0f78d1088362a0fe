import 'server-only';
import { ADMIN_ROLES } from '@/lib/roles';
import {
  bookingSlotsQuerySchema,
  confirmBookingSchema,
  declineBookingSchema,
  moveBookingSchema,
} from '@/lib/bookings/office-schemas';
import { bookingSettingsQuerySchema, updateBookingSettingsSchema } from '@/lib/bookings/settings-schemas';
import { bookingSlotsForJob, confirmBooking, declineBooking, moveBooking } from '@/lib/server/bookings/office';
import { getBookingSettings, updateBookingSettings } from '@/lib/server/bookings/settings';
import { bookInputSchema, bookingInputSchema, coverageQuerySchema, slotsInputSchema } from '@/lib/bookings/schemas';
import { endpoint, endpoints, json, refusal } from '@/lib/server/http/endpoint';
import { enforceRateLimit } from '@/lib/server/http/rate-limit';
import { siteOrigin } from '@/lib/server/http/site-origin';
import { bookingCoverage, bookingQuote, bookingSlots } from '@/lib/server/bookings/service';
import { bookOnline } from '@/lib/server/bookings/book';

// Like sign-up: a booking writes a job, maybe an account, an enquiry and two mails; a household books a few at most.
const LIMIT = { name: 'booking', limit: 20, windowMs: 60 * 60 * 1000 };

const NO_STORE = { 'Cache-Control': 'no-store' };

export const bookingsEndpoints = endpoints('Booking', {
  'GET /api/booking/coverage': endpoint({
    access: 'public',
    query: coverageQuerySchema,
    summary:
      'The office covering a postcode and what it offers online: { covered: true, postcode, district, company, mode, services, extras, frequencies, horizonDays, vat } or { covered: false, postcode, district }',
    handler: async ({ db, query }) => bookingCoverage(db, query.postcode),
  }),
  'POST /api/booking/quote': endpoint({
    access: 'public',
    body: bookingInputSchema,
    summary:
      "The price from the covering office's rules: { currencySymbol, lines, discountPence, minimumApplied, netPence, vatPence, totalPence, durationMinutes, teamSize }",
    handler: async ({ db, body }) => bookingQuote(db, body),
  }),
  'POST /api/booking/slots': endpoint({
    access: 'public',
    body: slotsInputSchema,
    summary:
      'Free start times per day (a team on the rota, not on leave, not on another job ± the travel buffer): { durationMinutes, teamSize, days: [{ date, times }] }',
    handler: async ({ db, body }) => bookingSlots(db, body),
  }),
  // same id); 409 { code: 'slot_taken', slots } or { code: 'price_changed', quote }
  'POST /api/booking/book': endpoint({
    access: 'public',
    body: bookInputSchema,
    success: 201,
    summary:
      "Book a slot, idempotent on the client's id, rate-limited per address: 201 { jobId, status, date, startTime, totalPence }; 409 { code: 'slot_taken', slots } or { code: 'price_changed', quote }",
    handler: async ({ req, db, body }) => {
      await enforceRateLimit(db, req, LIMIT);
      const result = await bookOnline(db, body, siteOrigin(req));
      if (result.kind === 'booked') return json(result.body, { status: result.created ? 201 : 200, headers: NO_STORE });
      return refusal({ status: 409, ...result.body }, 409);
    },
  }),
  'POST /api/Job/ConfirmBooking': endpoint({
    tag: 'Jobs',
    access: ADMIN_ROLES,
    body: confirmBookingSchema,
    summary:
      'Confirm an online booking of your company: a requested one takes its slot if a team is still free then (409 slot_taken otherwise); idempotent; 409 for a declined one or an office job',
    handler: async ({ db, actor, body }) => confirmBooking(db, actor, body),
  }),
  'POST /api/Job/MoveBooking': endpoint({
    tag: 'Jobs',
    access: ADMIN_ROLES,
    body: moveBookingSchema,
    summary:
      'Move an online booking to another date and start time with a free team (409 slot_taken otherwise); the move confirms it',
    handler: async ({ db, actor, body }) => moveBooking(db, actor, body),
  }),
  'POST /api/Job/DeclineBooking': endpoint({
    tag: 'Jobs',
    access: ADMIN_ROLES,
    body: declineBookingSchema,
    summary:
      "Decline an online booking: booking status 'declined', team removed (the slot is free), the customer e-mailed through the outbox; the job stays as the record",
    handler: async ({ db, actor, body }) => declineBooking(db, actor, body),
  }),
  'GET /api/Job/BookingSlots': endpoint({
    tag: 'Jobs',
    access: ADMIN_ROLES,
    query: bookingSlotsQuerySchema,
    summary:
      "Free start times to move an online booking to, per day from `from` (the booking's own time left out): { durationMinutes, teamSize, days: [{ date, times }] }",
    handler: async ({ db, actor, query }) => bookingSlotsForJob(db, actor, query),
  }),
  'GET /api/Company/BookingSettings': endpoint({
    tag: 'Companies',
    access: ADMIN_ROLES,
    query: bookingSettingsQuerySchema,
    summary:
      "A company's online booking settings, extras, frequency discounts, minimum charge, cancellation terms and every service's price rule, amounts in pence (Administrators: their own; Super Administrators: companyId)",
    handler: async ({ db, actor, query }) => getBookingSettings(db, actor, query.companyId),
  }),
  'PUT /api/Company/UpdateBookingSettings': endpoint({
    tag: 'Companies',
    access: ADMIN_ROLES,
    body: updateBookingSettingsSchema,
    summary:
      "Replace a company's online booking settings and price rules (pence); services left out of rules are not offered online",
    handler: async ({ db, actor, body }) => updateBookingSettings(db, actor, body),
  }),
});
