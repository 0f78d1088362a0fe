import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { paymentSessions } from '@/lib/server/db/schema';
import type { PaymentProvider } from '@/lib/server/payments/types';
import { makeWorld } from '@/tests/api/backoffice-world';
import { invoiceFor, startCheckout } from './payment-helpers';

// A provider that cannot be reached (network down, a revoked key): the checkout answers 503, never 500.
vi.mock('@/lib/server/payments', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/lib/server/payments')>();
  const down: PaymentProvider = {
    name: 'stripe',
    createCheckout: () => Promise.reject(new Error('connect ECONNREFUSED api.stripe.com')),
    verifyWebhook: () => Promise.reject(new real.WebhookRejected('unsigned')),
  };
  return { ...real, paymentProvider: () => down };
});

describe('POST /api/payment/checkout when the provider is unreachable', () => {
  it('answers 503 with Retry-After and opens no session', async () => {
    const w = await makeWorld();
    const invoice = await invoiceFor(w);
    const res = await startCheckout(w.clientA, invoice.id);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('30');
    expect((res.body as unknown as { message: string }).message).toBe(
      'The payment page could not be opened. Please try again in a moment.',
    );
    expect(
      await (await getDb()).select().from(paymentSessions).where(eq(paymentSessions.invoiceId, invoice.id)),
    ).toHaveLength(0);
  });
});
