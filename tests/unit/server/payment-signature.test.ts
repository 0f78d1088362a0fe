import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { fromCheckoutEvent } from '@/lib/server/payments/checkout-events';
import { signPayload, verifySignature } from '@/lib/server/payments/signature';
import { WebhookRejected } from '@/lib/server/payments/types';

const SECRET = 'whsec_unit_test_secret_0123456789';
const payload = JSON.stringify({ id: 'evt_1', type: 'checkout.session.completed', data: { object: { id: 'cs_1' } } });
const stripe = new Stripe('sk_test_unit');

const reason = (fn: () => void) => {
  try {
    fn();
    return 'accepted';
  } catch (error) {
    return error instanceof WebhookRejected ? error.reason : 'other';
  }
};

describe('webhook signer and verifier', () => {
  it('writes t=<seconds>,v1=<hex HMAC-SHA256 of "t.payload">, which Stripe’s own SDK accepts', () => {
    const header = signPayload(SECRET, payload, 1_700_000_000);
    expect(header).toMatch(/^t=1700000000,v1=[0-9a-f]{64}$/);
    const now = Math.floor(Date.now() / 1000);
    expect(stripe.webhooks.constructEvent(payload, signPayload(SECRET, payload, now), SECRET).id).toBe('evt_1');
  });

  it('accepts the headers Stripe’s SDK generates, including one with several v1 signatures', () => {
    const timestamp = Math.floor(Date.now() / 1000);
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET, timestamp });
    expect(reason(() => verifySignature(payload, header, SECRET))).toBe('accepted');
    const rolled = `t=${timestamp},v1=${'0'.repeat(64)},${header.split(',').find((p) => p.startsWith('v1='))}`;
    expect(reason(() => verifySignature(payload, rolled, SECRET))).toBe('accepted');
  });

  it('refuses unsigned, malformed, forged and out-of-tolerance headers, each for its reason', () => {
    const now = new Date(1_700_000_000_000);
    const t = 1_700_000_000;
    expect(reason(() => verifySignature(payload, null, SECRET, { now }))).toBe('unsigned');
    expect(reason(() => verifySignature(payload, '', SECRET, { now }))).toBe('unsigned');
    expect(reason(() => verifySignature(payload, 'v1=abc', SECRET, { now }))).toBe('malformed');
    expect(reason(() => verifySignature(payload, `t=${t}`, SECRET, { now }))).toBe('malformed');
    expect(reason(() => verifySignature(payload, signPayload('whsec_other', payload, t), SECRET, { now }))).toBe(
      'mismatch',
    );
    expect(reason(() => verifySignature(`${payload} `, signPayload(SECRET, payload, t), SECRET, { now }))).toBe(
      'mismatch',
    );
    expect(reason(() => verifySignature(payload, signPayload(SECRET, payload, t - 301), SECRET, { now }))).toBe(
      'stale',
    );
    expect(reason(() => verifySignature(payload, signPayload(SECRET, payload, t + 301), SECRET, { now }))).toBe(
      'stale',
    );
    expect(reason(() => verifySignature(payload, signPayload(SECRET, payload, t - 300), SECRET, { now }))).toBe(
      'accepted',
    );
  });
});

describe('Checkout Session events', () => {
  const session = (extra: Record<string, unknown> = {}) => ({
    id: 'cs_1',
    payment_status: 'paid',
    payment_intent: 'pi_1',
    amount_total: 1234,
    metadata: { invoiceId: '0b7c1d3e-2f4a-4b5c-8d6e-7f8091a2b3c4', companyId: '1c8d2e4f-3a5b-4c6d-9e7f-8091a2b3c4d5' },
    ...extra,
  });
  it('reads paid, failed and ignored events', () => {
    expect(
      fromCheckoutEvent({
        id: 'e1',
        type: 'checkout.session.completed',
        created: 1_700_000_000,
        data: { object: session() },
      }),
    ).toMatchObject({ kind: 'paid', reference: 'pi_1', amountPence: 1234, at: new Date(1_700_000_000_000) });
    expect(
      fromCheckoutEvent({
        id: 'e2',
        type: 'checkout.session.completed',
        data: { object: session({ payment_status: 'unpaid' }) },
      }).kind,
    ).toBe('ignored');
    expect(
      fromCheckoutEvent({
        id: 'e3',
        type: 'checkout.session.async_payment_succeeded',
        data: { object: session({ payment_status: 'unpaid' }) },
      }).kind,
    ).toBe('paid');
    expect(fromCheckoutEvent({ id: 'e4', type: 'checkout.session.expired', data: { object: session() } }).kind).toBe(
      'failed',
    );
    expect(
      fromCheckoutEvent({ id: 'e5', type: 'checkout.session.completed', data: { object: session({ metadata: {} }) } })
        .kind,
    ).toBe('ignored');
    expect(fromCheckoutEvent({ id: 'e6', type: 'invoice.paid', data: { object: session() } }).kind).toBe('ignored');
  });
});
