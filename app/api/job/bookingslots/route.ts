import { ADMIN_ROLES } from '@/lib/roles';
import { bookingSlotsQuerySchema } from '@/lib/schemas/online-booking';
import { route } from '@/lib/server/http/route';
import { bookingSlotsForJob } from '@/lib/server/services/online-bookings';

// GET /api/Job/BookingSlots?id=&from=&days= – free starts to move an online booking to (its own time left out)
export const GET = route({ access: ADMIN_ROLES, query: bookingSlotsQuerySchema }, async ({ db, actor, query }) =>
  bookingSlotsForJob(db, actor, query),
);
