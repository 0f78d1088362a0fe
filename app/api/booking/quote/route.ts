import { booking } from '@/lib/server/http/endpoints/booking';
import { route } from '@/lib/server/http/route';
import { bookingQuote } from '@/lib/server/services/booking';

export const POST = route(booking.quote, async ({ db, body }) => bookingQuote(db, body));
