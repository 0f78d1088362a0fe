import { job } from '@/lib/server/http/endpoints/job';
import { route } from '@/lib/server/http/route';
import { bookingSlotsForJob } from '@/lib/server/services/online-bookings';

export const GET = route(job.bookingSlots, async ({ db, actor, query }) => bookingSlotsForJob(db, actor, query));
