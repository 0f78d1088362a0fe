import { bookingInputSchema } from '@/lib/schemas/booking';
import { route } from '@/lib/server/http/route';
import { bookingQuote } from '@/lib/server/services/booking';

// POST /api/booking/quote – the server's price for a booking request, from the covering office's rules
export const POST = route({ access: 'public', body: bookingInputSchema }, async ({ db, body }) => bookingQuote(db, body));
