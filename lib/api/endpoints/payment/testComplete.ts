import type { completeTestSessionSchema } from '@/lib/schemas/payment';
import type { completeTestSession } from '@/lib/server/services/payments';
import type { ApiResult, Endpoint, Json } from '../endpoint';

export const testComplete = 'POST /api/payment/testcomplete' as Endpoint<
  Json<typeof completeTestSessionSchema>,
  ApiResult<typeof completeTestSession>
>;
