import type { bookingSlotsQuerySchema } from '@/lib/schemas/online-booking';
import type { bookingSlotsForJob } from '@/lib/server/services/online-bookings';
import type { ApiResult, Endpoint, Query } from '../endpoint';

export const bookingSlots = 'GET /api/job/bookingslots' as Endpoint<
  Query<typeof bookingSlotsQuerySchema>,
  ApiResult<typeof bookingSlotsForJob>
>;
