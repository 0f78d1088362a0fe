import { ADMIN_ROLES } from '@/lib/roles';
import { updateBookingSettingsSchema } from '@/lib/schemas/booking-settings';
import { route } from '@/lib/server/http/route';
import { updateBookingSettings } from '@/lib/server/services/booking-settings';

// PUT /api/Company/UpdateBookingSettings – replace a company's online booking settings and price rules (pence)
export const PUT = route({ access: ADMIN_ROLES, body: updateBookingSettingsSchema }, async ({ db, actor, body }) =>
  updateBookingSettings(db, actor, body),
);
