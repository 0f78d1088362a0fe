import { job } from '@/lib/server/http/endpoints/job';
import { route } from '@/lib/server/http/route';
import { declineBooking } from '@/lib/server/services/online-bookings';

export const POST = route(job.declineBooking, async ({ db, actor, body }) => declineBooking(db, actor, body));
