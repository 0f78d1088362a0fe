import { company } from '@/lib/server/http/endpoints/company';
import { route } from '@/lib/server/http/route';
import { getBookingSettings } from '@/lib/server/services/booking-settings';

export const GET = route(company.bookingSettings, async ({ db, actor, query }) =>
  getBookingSettings(db, actor, query.companyId),
);
