import 'server-only';
import type { PaymentProviderName } from '@/lib/payments/rules';
import type { Db } from '@/lib/server/db/client';

/**
 * The payment-provider adapter, shaped on Stripe Checkout: the client is sent to the provider's hosted page (so card
 * or bank details never reach this server), and the provider later tells us what happened through a signed webhook.
 *
 * Adding GoCardless Direct Debit as a second provider (not built; docs/payments.md):
 * - `createCheckout` creates a Billing Request for the amount plus a Billing Request Flow and answers the flow's
 *   `authorisation_url` as `url` (GoCardless's hosted page, where the payer sets up the mandate), with the invoice and
 *   company ids in the request's `metadata`, as Stripe's session carries them.
 * - `verifyWebhook` checks the `Webhook-Signature` header (hex HMAC-SHA256 of the raw body with the endpoint's secret,
 *   no timestamp: replays are caught by the event ids alone) and maps the body's `events` array: `payments` `confirmed`
 *   → `paid` (reference: the payment id `PM…`, days after the flow), `failed` / `cancelled` → `failed`, anything else
 *   → `ignored`. This is why it answers a list: one GoCardless delivery carries many events, one Stripe delivery one.
 * - the webhook endpoint, the events table (idempotency), the invoice update, the receipt and the audit entry are the
 *   provider-neutral part (lib/server/payments/service.ts) and stay as they are; a `provider` value 'gocardless' is
 *   added to PAYMENT_PROVIDERS and to the choice in ./index.ts. Direct Debit settles in days, so the client's return
 *   screen already says "confirming" until the event arrives.
 */
export { PAYMENT_PROVIDERS, type PaymentProviderName } from '@/lib/payments/rules';

export type CheckoutRequest = {
  invoiceId: string;
  companyId: string;
  invoiceNumber: string;
  companyName: string;
  amountPence: number;
  /** ISO 4217, lower case as Stripe writes it; the site bills in pounds. */
  currency: 'gbp';
  customerEmail: string | null;
  /** Absolute addresses the hosted page returns the client to. */
  successUrl: string;
  cancelUrl: string;
};

/** A hosted page opened for one payment: where to send the client. */
export type CheckoutSession = { id: string; url: string };

/** A verified provider event, reduced to what the books need. `id` is the provider's event id (idempotency key). */
export type PaymentEvent =
  | {
      id: string;
      type: string;
      kind: 'paid';
      sessionId: string;
      invoiceId: string;
      companyId: string;
      reference: string;
      amountPence: number;
      at: Date;
    }
  | { id: string; type: string; kind: 'failed'; sessionId: string; invoiceId: string; companyId: string }
  | { id: string; type: string; kind: 'ignored' };

export type PaymentProvider = {
  name: PaymentProviderName;
  createCheckout(db: Db, request: CheckoutRequest): Promise<CheckoutSession>;
  /**
   * Checks the delivery's signature against the raw body (never a re-serialised one) and answers its events; throws
   * WebhookRejected (→ 400, nothing changed) when it is unsigned, forged, malformed or outside the time tolerance.
   */
  verifyWebhook(db: Db, rawBody: string, headers: Headers): Promise<PaymentEvent[]>;
};

/** A webhook delivery refused before anything is read from it. */
export class WebhookRejected extends Error {
  constructor(readonly reason: 'unsigned' | 'malformed' | 'mismatch' | 'stale' | 'payload') {
    super(`Webhook refused: ${reason}`);
  }
}
