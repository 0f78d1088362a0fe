import { NextResponse } from 'next/server';
import { enforceRateLimit } from '@/lib/server/http/rate-limit';
import { booking } from '@/lib/server/http/endpoints/booking';
import { route } from '@/lib/server/http/route';
import { siteOrigin } from '@/lib/server/http/site-origin';
import { bookOnline } from '@/lib/server/services/booking-book';

// Like sign-up: a booking writes a job, maybe an account, an enquiry and two mails; a household books a few at most.
const LIMIT = { name: 'booking', limit: 20, windowMs: 60 * 60 * 1000 };
const NO_STORE = { 'Cache-Control': 'no-store' };

// same id); 409 { code: 'slot_taken', slots } or { code: 'price_changed', quote }
export const POST = route(booking.book, async ({ req, db, body }) => {
  await enforceRateLimit(db, req, LIMIT);
  const result = await bookOnline(db, body, siteOrigin(req));
  if (result.kind === 'booked')
    return NextResponse.json(result.body, { status: result.created ? 201 : 200, headers: NO_STORE });
  return NextResponse.json({ status: 409, ...result.body }, { status: 409, headers: NO_STORE });
});
