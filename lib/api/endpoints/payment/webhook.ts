import type { receiveWebhook } from '@/lib/server/services/payments';
import type { ApiResult, Endpoint, NoInput } from '../endpoint';

export const webhook = 'POST /api/payment/webhook' as Endpoint<NoInput, ApiResult<typeof receiveWebhook>>;
