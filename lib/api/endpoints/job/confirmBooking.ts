import type { confirmBookingSchema } from '@/lib/schemas/online-booking';
import type { confirmBooking as confirmBookingService } from '@/lib/server/services/online-bookings';
import type { ApiResult, Endpoint, Json } from '../endpoint';

export const confirmBooking = 'POST /api/job/confirmbooking' as Endpoint<
  Json<typeof confirmBookingSchema>,
  ApiResult<typeof confirmBookingService>
>;
