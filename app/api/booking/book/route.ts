import { NextResponse } from 'next/server';
import { bookInputSchema } from '@/lib/schemas/booking';
import { enforceRateLimit } from '@/lib/server/http/rate-limit';
import { route } from '@/lib/server/http/route';
import { siteOrigin } from '@/lib/server/http/site-origin';
import { bookOnline } from '@/lib/server/services/booking-book';

// Like sign-up: a booking writes a job, maybe an account, an enquiry and two mails; a household books a few at most.
const LIMIT = { name: 'booking', limit: 20, windowMs: 60 * 60 * 1000 };
const NO_STORE = { 'Cache-Control': 'no-store' };

// POST /api/booking/book – book a slot: 201 { jobId, status, date, startTime, totalPence } (200 for a retry of the
// same id); 409 { code: 'slot_taken', slots } or { code: 'price_changed', quote }
export const POST = route({ access: 'public', body: bookInputSchema }, async ({ req, db, body }) => {
  await enforceRateLimit(db, req, LIMIT);
  const result = await bookOnline(db, body, siteOrigin(req));
  if (result.kind === 'booked') return NextResponse.json(result.body, { status: result.created ? 201 : 200, headers: NO_STORE });
  return NextResponse.json({ status: 409, ...result.body }, { status: 409, headers: NO_STORE });
});
