import 'server-only';
import Stripe from 'stripe';
import { fromCheckoutEvent } from './checkout-events';
import { WEBHOOK_TOLERANCE_SECONDS } from './signature';
import { WebhookRejected, type PaymentProvider } from './types';

/**
 * Stripe Checkout through the official SDK: one hosted session per attempt, verified webhooks. `httpClient` lets tests
 * answer for Stripe's API (Stripe.createFetchHttpClient with a fake fetch); the SDK's own client otherwise.
 */
export function stripeProvider(
  secretKey: string,
  webhookSecret: string,
  options: { httpClient?: Stripe.HttpClient } = {},
): PaymentProvider {
  const stripe = new Stripe(secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(options.httpClient ? { httpClient: options.httpClient } : {}),
  });
  return {
    name: 'stripe',
    async createCheckout(_db, request) {
      const metadata = { invoiceId: request.invoiceId, companyId: request.companyId };
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: request.currency,
              unit_amount: request.amountPence,
              product_data: { name: `Invoice ${request.invoiceNumber}`, description: request.companyName },
            },
          },
        ],
        client_reference_id: request.invoiceId,
        customer_email: request.customerEmail ?? undefined,
        metadata,
        payment_intent_data: { metadata, description: `Invoice ${request.invoiceNumber} (${request.companyName})` },
        // Stripe puts the session id in place of the placeholder, so the return screen can say which attempt it was.
        success_url: `${request.successUrl}${request.successUrl.includes('?') ? '&' : '?'}session={CHECKOUT_SESSION_ID}`,
        cancel_url: request.cancelUrl,
      });
      if (!session.url) throw new Error('Stripe answered a Checkout Session without a URL');
      return { id: session.id, url: session.url };
    },
    async verifyWebhook(_db, rawBody, headers) {
      const header = headers.get('stripe-signature');
      if (!header) throw new WebhookRejected('unsigned');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, header, webhookSecret, WEBHOOK_TOLERANCE_SECONDS);
      } catch (error) {
        throw new WebhookRejected(error instanceof Error && /timestamp/i.test(error.message) ? 'stale' : 'mismatch');
      }
      return [fromCheckoutEvent(event as unknown as Parameters<typeof fromCheckoutEvent>[0])];
    },
  };
}
