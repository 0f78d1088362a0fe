import { booking } from '@/lib/server/http/endpoints/booking';
import { route } from '@/lib/server/http/route';
import { bookingSlots } from '@/lib/server/services/booking';

export const POST = route(booking.slots, async ({ db, body }) => bookingSlots(db, body));
