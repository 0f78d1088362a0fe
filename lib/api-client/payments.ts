import type { StartCheckoutInput } from '@/lib/schemas/payment';
import type { startCheckout } from '@/lib/server/services/payments';
import { withFallback } from './fallback';
import { call } from './http';
import { useMutation } from './mutation';
import type { ApiResult } from './types';

export type Checkout = ApiResult<typeof startCheckout>;

// where to send the browser to pay (the provider's hosted page); nothing is cached, the
// invoice changes only when the provider's webhook says it was paid.
export function useStartCheckout(fallback: string) {
  return useMutation({
    mutationFn: (input: StartCheckoutInput) =>
      withFallback(call('POST /api/payment/checkout', { json: input }), fallback),
  });
}
