import type { testSessionQuerySchema } from '@/lib/schemas/payment';
import type { getTestSession } from '@/lib/server/services/payments';
import type { ApiResult, Endpoint, Query } from '../endpoint';

export const testSession = 'GET /api/payment/testsession' as Endpoint<
  Query<typeof testSessionQuerySchema>,
  ApiResult<typeof getTestSession>
>;
