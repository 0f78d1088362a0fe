import type { bookingSettingsQuerySchema } from '@/lib/schemas/booking-settings';
import type { getBookingSettings } from '@/lib/server/services/booking-settings';
import type { ApiResult, Endpoint, Query } from '../endpoint';

export const bookingSettings = 'GET /api/company/bookingsettings' as Endpoint<
  Query<typeof bookingSettingsQuerySchema>,
  ApiResult<typeof getBookingSettings>
>;
