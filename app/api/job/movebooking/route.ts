import { job } from '@/lib/server/http/endpoints/job';
import { route } from '@/lib/server/http/route';
import { moveBooking } from '@/lib/server/services/online-bookings';

export const POST = route(job.moveBooking, async ({ db, actor, body }) => moveBooking(db, actor, body));
