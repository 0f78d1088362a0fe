// Shared by the payment API tests: an invoice of company A's client, checkouts, and webhook deliveries signed as
// Stripe signs them with the test provider's secret.
import { getDb } from '@/lib/server/db/client';
import { signPayload } from '@/lib/server/payments/signature';
import { testWebhookSecret } from '@/lib/server/payments/test-provider';
import { send, type Person, type World } from '@/tests/api/backoffice-world';
import { call } from '@/tests/support/http';
import { endpoint } from '@/tests/support/endpoint';

const createInvoice = endpoint('POST /api/invoice/createinvoice');
const checkout = endpoint('POST /api/payment/checkout');
const webhook = endpoint('POST /api/payment/webhook');

export type Checkout = { sessionId: string; url: string; provider: string };
export type Invoice = {
  id: string;
  status: number;
  totalAmount: number;
  paidAt: string | null;
  paymentReference: string | null;
  invoiceNumber: string;
};

export async function invoiceFor(
  w: World,
  extra: Record<string, unknown> = {},
  client: Person = w.clientA,
  admin: Person = w.adminA,
) {
  const res = await send<Invoice>(createInvoice, admin, {
    clientId: client.user.id,
    status: 1,
    items: [{ title: 'End of tenancy clean', quantity: 1, price: 185.5 }],
    ...extra,
  });
  if (res.status !== 201) throw new Error(`invoice not created: ${JSON.stringify(res.body)}`);
  return res.body;
}

export const startCheckout = (who: Person | undefined, invoiceId: string) =>
  send<Checkout>(checkout, who, { invoiceId });

/** A Checkout Session event as Stripe writes one, for a session opened by startCheckout. */
export function checkoutEvent(
  eventId: string,
  sessionId: string,
  invoice: { id: string },
  companyId: string,
  type = 'checkout.session.completed',
  created = Math.floor(Date.now() / 1000),
) {
  return JSON.stringify({
    id: eventId,
    object: 'event',
    type,
    created,
    data: {
      object: {
        id: sessionId,
        object: 'checkout.session',
        payment_status: type === 'checkout.session.completed' ? 'paid' : 'unpaid',
        payment_intent: `pi_${eventId}`,
        amount_total: 18550,
        currency: 'gbp',
        metadata: { invoiceId: invoice.id, companyId },
      },
    },
  });
}

export async function deliver(payload: string, signature?: string | null) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (signature !== null)
    headers['stripe-signature'] = signature ?? signPayload(await testWebhookSecret(await getDb()), payload);
  return call<{ received?: boolean; paid?: number; duplicates?: number; code?: string }>(webhook, {
    method: 'POST',
    rawBody: payload,
    headers,
  });
}
