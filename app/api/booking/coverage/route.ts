import { booking } from '@/lib/server/http/endpoints/booking';
import { route } from '@/lib/server/http/route';
import { bookingCoverage } from '@/lib/server/services/booking';

export const GET = route(booking.coverage, async ({ db, query }) => bookingCoverage(db, query.postcode));
