import type { StartCheckoutInput } from '@/lib/payments/schemas';
import type { startCheckout } from '@/lib/server/payments/service';
import { withFallback } from '@/lib/http/fallback';
import { call } from '@/lib/http/client';
import { useMutation } from '@tanstack/react-query';
import type { ApiResult } from '@/lib/http/types';

export type Checkout = ApiResult<typeof startCheckout>;

// where to send the browser to pay (the provider's hosted page); nothing is cached, the
// invoice changes only when the provider's webhook says it was paid.
export function useStartCheckout(fallback: string) {
  return useMutation({
    mutationFn: (input: StartCheckoutInput) =>
      withFallback(call('POST /api/payment/checkout', { json: input }), fallback),
  });
}
