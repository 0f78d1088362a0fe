import { ADMIN_ROLES } from '@/lib/roles';
import { bookingSettingsQuerySchema } from '@/lib/schemas/booking-settings';
import { route } from '@/lib/server/http/route';
import { getBookingSettings } from '@/lib/server/services/booking-settings';

// GET /api/Company/BookingSettings?companyId= – online booking settings, extras, discounts and price rules (pence) of your company (Super Administrators: any)
export const GET = route({ access: ADMIN_ROLES, query: bookingSettingsQuerySchema }, async ({ db, actor, query }) =>
  getBookingSettings(db, actor, query.companyId),
);
