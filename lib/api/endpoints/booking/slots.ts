import type { slotsInputSchema } from '@/lib/schemas/booking';
import type { bookingSlots } from '@/lib/server/services/booking';
import type { ApiResult, Endpoint, Json } from '../endpoint';

export const slots = 'POST /api/booking/slots' as Endpoint<
  Json<typeof slotsInputSchema>,
  ApiResult<typeof bookingSlots>
>;
