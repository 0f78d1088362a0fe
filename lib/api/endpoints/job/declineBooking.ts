import type { declineBookingSchema } from '@/lib/schemas/online-booking';
import type { declineBooking as declineBookingService } from '@/lib/server/services/online-bookings';
import type { ApiResult, Endpoint, Json } from '../endpoint';

export const declineBooking = 'POST /api/job/declinebooking' as Endpoint<
  Json<typeof declineBookingSchema>,
  ApiResult<typeof declineBookingService>
>;
