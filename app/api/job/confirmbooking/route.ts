import { job } from '@/lib/server/http/endpoints/job';
import { route } from '@/lib/server/http/route';
import { confirmBooking } from '@/lib/server/services/online-bookings';

export const POST = route(job.confirmBooking, async ({ db, actor, body }) => confirmBooking(db, actor, body));
