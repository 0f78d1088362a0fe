import { coverageQuerySchema } from '@/lib/schemas/booking';
import { route } from '@/lib/server/http/route';
import { bookingCoverage } from '@/lib/server/services/booking';

// GET /api/booking/coverage?postcode= – which office covers a postcode and what it offers online (issue 28)
export const GET = route({ access: 'public', query: coverageQuerySchema }, async ({ db, query }) => bookingCoverage(db, query.postcode));
