import 'server-only';
import { env } from '@/lib/env';
import { stripeProvider } from './stripe-provider';
import { testProvider } from './test-provider';
import type { PaymentProvider, PaymentProviderName } from './types';

/**
 * The provider that takes payments, or null when online payment is off. Stripe when its keys are set (lib/env.ts
 * refuses one without the other); otherwise the test provider, except in production on PostgreSQL, where a page that
 * marks invoices paid without money must be asked for by name (PAYMENTS_PROVIDER=test).
 */
export function activeProviderName(): PaymentProviderName | null {
  const e = env();
  if (e.PAYMENTS_PROVIDER === 'off') return null;
  if (e.PAYMENTS_PROVIDER) return e.PAYMENTS_PROVIDER;
  if (e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET) return 'stripe';
  return e.NODE_ENV === 'production' && e.DATABASE_URL ? null : 'test';
}

let stripe: { key: string; provider: PaymentProvider } | undefined;

export function paymentProvider(): PaymentProvider | null {
  const name = activeProviderName();
  if (name !== 'stripe') return name === 'test' ? testProvider : null;
  const { STRIPE_SECRET_KEY: key, STRIPE_WEBHOOK_SECRET: secret } = env();
  if (stripe?.key !== key) stripe = { key: key!, provider: stripeProvider(key!, secret!) };
  return stripe!.provider;
}

export { WebhookRejected, type PaymentEvent, type PaymentProvider } from './types';
