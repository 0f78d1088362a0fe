import { ADMIN_ROLES } from '@/lib/roles';
import { moveBookingSchema } from '@/lib/schemas/online-booking';
import { route } from '@/lib/server/http/route';
import { moveBooking } from '@/lib/server/services/online-bookings';

// POST /api/Job/MoveBooking – move an online booking to another free start (409 slot_taken when taken); it is confirmed by the move
export const POST = route({ access: ADMIN_ROLES, body: moveBookingSchema }, async ({ db, actor, body }) =>
  moveBooking(db, actor, body),
);
