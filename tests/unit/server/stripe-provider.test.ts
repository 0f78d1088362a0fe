// @vitest-environment node
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import type { Db } from '@/lib/server/db/client';
import { stripeProvider } from '@/lib/server/payments/stripe-provider';
import { WebhookRejected } from '@/lib/server/payments/types';

const WEBHOOK_SECRET = 'whsec_stripe_provider_test';
const INVOICE = '0b7c1d3e-2f4a-4b5c-8d6e-7f8091a2b3c4';
const COMPANY = '1c8d2e4f-3a5b-4c6d-9e7f-8091a2b3c4d5';
const db = {} as Db; // Stripe's adapter keeps nothing of its own in the database.

// Stripe's API, as far as creating a Checkout Session goes: the address and form it was sent are kept for the assertions.
let sent: URLSearchParams | null = null;
let address = '';
const fakeFetch = (async (url: string | URL, init?: RequestInit) => {
  address = String(url);
  sent = new URLSearchParams(String(init?.body ?? ''));
  return new Response(
    JSON.stringify({
      id: 'cs_test_a1',
      object: 'checkout.session',
      url: 'https://checkout.stripe.com/c/pay/cs_test_a1',
    }),
    { status: 200, headers: { 'content-type': 'application/json' } },
  );
}) as typeof fetch;

describe('the Stripe adapter', () => {
  const provider = stripeProvider('sk_test_adapter', WEBHOOK_SECRET, {
    httpClient: Stripe.createFetchHttpClient(fakeFetch),
  });

  it('creates a payment-mode Checkout Session for the invoice total in pence, in GBP, with our ids as metadata', async () => {
    const session = await provider.createCheckout(db, {
      invoiceId: INVOICE,
      companyId: COMPANY,
      invoiceNumber: 'INV-0042',
      companyName: 'Alpha Cleaning',
      amountPence: 18550,
      currency: 'gbp',
      customerEmail: 'clara@example.test',
      successUrl: 'https://site.test/dashboard/invoice/x?payment=success',
      cancelUrl: 'https://site.test/dashboard/invoice/x?payment=cancelled',
    });
    expect(session).toEqual({ id: 'cs_test_a1', url: 'https://checkout.stripe.com/c/pay/cs_test_a1' });
    expect(address).toBe('https://api.stripe.com/v1/checkout/sessions');
    expect(sent!.get('mode')).toBe('payment');
    expect(sent!.get('line_items[0][price_data][unit_amount]')).toBe('18550');
    expect(sent!.get('line_items[0][price_data][currency]')).toBe('gbp');
    expect(sent!.get('line_items[0][quantity]')).toBe('1');
    expect(sent!.get('metadata[invoiceId]')).toBe(INVOICE);
    expect(sent!.get('metadata[companyId]')).toBe(COMPANY);
    expect(sent!.get('payment_intent_data[metadata][invoiceId]')).toBe(INVOICE);
    expect(sent!.get('customer_email')).toBe('clara@example.test');
    expect(sent!.get('success_url')).toBe(
      'https://site.test/dashboard/invoice/x?payment=success&session={CHECKOUT_SESSION_ID}',
    );
    expect(sent!.get('cancel_url')).toBe('https://site.test/dashboard/invoice/x?payment=cancelled');
  });

  it('verifies webhooks with stripe.webhooks.constructEvent on the raw body and reads a paid session', async () => {
    const payload = JSON.stringify({
      id: 'evt_1',
      type: 'checkout.session.completed',
      created: 1_700_000_000,
      data: {
        object: {
          id: 'cs_test_a1',
          payment_status: 'paid',
          payment_intent: 'pi_1',
          amount_total: 18550,
          metadata: { invoiceId: INVOICE, companyId: COMPANY },
        },
      },
    });
    const header = new Stripe('sk_test_x').webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const [event] = await provider.verifyWebhook(db, payload, new Headers({ 'stripe-signature': header }));
    expect(event).toMatchObject({
      kind: 'paid',
      invoiceId: INVOICE,
      companyId: COMPANY,
      reference: 'pi_1',
      amountPence: 18550,
    });
    const refused = async (headers: Headers, body = payload) =>
      provider.verifyWebhook(db, body, headers).then(
        () => 'accepted',
        (e: unknown) => (e instanceof WebhookRejected ? e.reason : 'other'),
      );
    expect(await refused(new Headers())).toBe('unsigned');
    expect(await refused(new Headers({ 'stripe-signature': header }), payload.replace('18550', '1'))).toBe('mismatch');
    const old = new Stripe('sk_test_x').webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    expect(await refused(new Headers({ 'stripe-signature': old }))).toBe('stale');
  });
});
