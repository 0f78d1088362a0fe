import { slotsInputSchema } from '@/lib/schemas/booking';
import { route } from '@/lib/server/http/route';
import { bookingSlots } from '@/lib/server/services/booking';

// POST /api/booking/slots – the start times a team of the covering office is really free, day by day
export const POST = route({ access: 'public', body: slotsInputSchema }, async ({ db, body }) => bookingSlots(db, body));
