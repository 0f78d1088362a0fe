import type { completeTestSessionSchema, startCheckoutSchema, testSessionQuerySchema } from '@/lib/schemas/payment';
import type { completeTestSession, getTestSession, receiveWebhook, startCheckout } from '@/lib/server/services/payments';
import type { ApiResult, Endpoint, Json, NoInput, Query } from './endpoint';

export const checkout = 'POST /api/payment/checkout' as Endpoint<Json<typeof startCheckoutSchema>, ApiResult<typeof startCheckout>>;
export const webhook = 'POST /api/payment/webhook' as Endpoint<NoInput, ApiResult<typeof receiveWebhook>>;
export const testSession = 'GET /api/payment/testsession' as Endpoint<Query<typeof testSessionQuerySchema>, ApiResult<typeof getTestSession>>;
export const testComplete = 'POST /api/payment/testcomplete' as Endpoint<Json<typeof completeTestSessionSchema>, ApiResult<typeof completeTestSession>>;
