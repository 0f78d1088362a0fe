import type { ListPaymentAttemptsInput, StartCheckoutInput } from '@/lib/payments/schemas';
import type { listPaymentAttempts } from '@/lib/server/payments/attempts';
import type { startCheckout } from '@/lib/server/payments/service';
import { withFallback } from '@/lib/http/fallback';
import { call } from '@/lib/http/client';
import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import type { ApiResult } from '@/lib/http/types';

export type Checkout = ApiResult<typeof startCheckout>;
export type PaymentAttemptsPage = ApiResult<typeof listPaymentAttempts>;
export type PaymentAttempt = PaymentAttemptsPage['data'][number];

// read only: the provider's events change an attempt, never the office
export const paymentAttemptsQuery = (params: Partial<ListPaymentAttemptsInput>) =>
  queryOptions({
    queryKey: ['payment-attempts', params] as const,
    queryFn: () =>
      withFallback(call('GET /api/payment/attempts', { query: params }), 'The payment attempts could not be loaded'),
    placeholderData: keepPreviousData,
  });

// where to send the browser to pay (the provider's hosted page); nothing is cached, the
// invoice changes only when the provider's webhook says it was paid.
export function useStartCheckout(fallback: string) {
  return useMutation({
    mutationFn: (input: StartCheckoutInput) =>
      withFallback(call('POST /api/payment/checkout', { json: input }), fallback),
  });
}
