import { ADMIN_ROLES } from '@/lib/roles';
import { declineBookingSchema } from '@/lib/schemas/online-booking';
import { route } from '@/lib/server/http/route';
import { declineBooking } from '@/lib/server/services/online-bookings';

// POST /api/Job/DeclineBooking – decline an online booking: the customer is e-mailed, the slot freed, the job kept as the record
export const POST = route({ access: ADMIN_ROLES, body: declineBookingSchema }, async ({ db, actor, body }) =>
  declineBooking(db, actor, body),
);
