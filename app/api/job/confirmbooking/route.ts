import { ADMIN_ROLES } from '@/lib/roles';
import { confirmBookingSchema } from '@/lib/schemas/online-booking';
import { route } from '@/lib/server/http/route';
import { confirmBooking } from '@/lib/server/services/online-bookings';

// POST /api/Job/ConfirmBooking – confirm an online booking; a requested one takes its slot if still free (409 slot_taken otherwise)
export const POST = route({ access: ADMIN_ROLES, body: confirmBookingSchema }, async ({ db, actor, body }) =>
  confirmBooking(db, actor, body),
);
