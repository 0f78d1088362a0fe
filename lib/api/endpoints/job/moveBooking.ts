import type { moveBookingSchema } from '@/lib/schemas/online-booking';
import type { moveBooking as moveBookingService } from '@/lib/server/services/online-bookings';
import type { ApiResult, Endpoint, Json } from '../endpoint';

export const moveBooking = 'POST /api/job/movebooking' as Endpoint<
  Json<typeof moveBookingSchema>,
  ApiResult<typeof moveBookingService>
>;
