import type { updateBookingSettingsSchema } from '@/lib/schemas/booking-settings';
import type { updateBookingSettings as updateBookingSettingsService } from '@/lib/server/services/booking-settings';
import type { ApiResult, Endpoint, Json } from '../endpoint';

export const updateBookingSettings = 'PUT /api/company/updatebookingsettings' as Endpoint<
  Json<typeof updateBookingSettingsSchema>,
  ApiResult<typeof updateBookingSettingsService>
>;
