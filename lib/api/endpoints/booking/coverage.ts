import type { coverageQuerySchema } from '@/lib/schemas/booking';
import type { bookingCoverage } from '@/lib/server/services/booking';
import type { ApiResult, Endpoint, Query } from '../endpoint';

export const coverage = 'GET /api/booking/coverage' as Endpoint<
  Query<typeof coverageQuerySchema>,
  ApiResult<typeof bookingCoverage>
>;
