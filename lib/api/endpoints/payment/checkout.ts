import type { startCheckoutSchema } from '@/lib/schemas/payment';
import type { startCheckout } from '@/lib/server/services/payments';
import type { ApiResult, Endpoint, Json } from '../endpoint';

export const checkout = 'POST /api/payment/checkout' as Endpoint<
  Json<typeof startCheckoutSchema>,
  ApiResult<typeof startCheckout>
>;
