import type { bookingInputSchema } from '@/lib/schemas/booking';
import type { bookingQuote } from '@/lib/server/services/booking';
import type { ApiResult, Endpoint, Json } from '../endpoint';

export const quote = 'POST /api/booking/quote' as Endpoint<
  Json<typeof bookingInputSchema>,
  ApiResult<typeof bookingQuote>
>;
