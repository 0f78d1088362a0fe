import { company } from '@/lib/server/http/endpoints/company';
import { route } from '@/lib/server/http/route';
import { updateBookingSettings } from '@/lib/server/services/booking-settings';

export const PUT = route(company.updateBookingSettings, async ({ db, actor, body }) =>
  updateBookingSettings(db, actor, body),
);
