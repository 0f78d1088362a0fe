import 'server-only';
import { ADMIN_ROLES, CLIENT_ROLES } from '@/lib/roles';
import {
  completeTestSessionSchema,
  listPaymentAttemptsSchema,
  startCheckoutSchema,
  testSessionQuerySchema,
} from '@/lib/payments/schemas';
import { listPaymentAttempts } from '@/lib/server/payments/attempts';
import { endpoint, endpoints } from '@/lib/server/http/endpoint';
import { notFound } from '@/lib/server/http/errors';
import { startCheckout, receiveWebhook, getTestSession, completeTestSession } from '@/lib/server/payments/service';
import { z } from 'zod';

/** What a provider posts to the webhook (a Stripe event); documentation only: the handler reads the raw body it verifies. */
const webhookEventSchema = z.object({
  id: z.string(),
  type: z.string(),
  created: z.number().int(),
  data: z.object({
    object: z.object({
      id: z.string(),
      payment_status: z.string().optional(),
      metadata: z.record(z.string(), z.string()).optional(),
    }),
  }),
});

export const paymentsEndpoints = endpoints('Payments', {
  'POST /api/payment/checkout': endpoint({
    access: CLIENT_ROLES,
    body: startCheckoutSchema,
    summary:
      "A Client opens the hosted payment page for one of their sent, unpaid invoices: { sessionId, url, provider }. 409 for a draft, a paid invoice or when online payment is off; 404 for another client's or company's invoice",
    handler: async ({ db, actor, body }) => startCheckout(db, actor, body),
  }),
  // The signature is checked over the body exactly as it arrived, so it is read as text, never parsed and re-serialised.
  'POST /api/payment/webhook': endpoint({
    access: 'public',
    rawBody: webhookEventSchema,
    summary:
      "The payment provider's events, signed as Stripe signs them (Stripe-Signature: t=…,v1=HMAC-SHA256). Unsigned, forged or stale (over 5 minutes) → 400 and nothing changes; an event already handled → 200 and nothing changes; a paid Checkout Session marks its invoice paid once, with a receipt and an audit entry",
    handler: async ({ db, req }) => receiveWebhook(db, await req.text(), req.headers),
  }),
  'GET /api/payment/testsession': endpoint({
    access: 'public',
    query: testSessionQuerySchema,
    summary:
      "The built-in test provider's session (what is being paid, to whom); 404 unless the test provider is the active one",
    handler: async ({ db, query }) => {
      const session = await getTestSession(db, query.id);
      if (!session) throw notFound('Payment session not found');
      return session;
    },
  }),
  'GET /api/payment/attempts': endpoint({
    access: ADMIN_ROLES,
    query: listPaymentAttemptsSchema,
    summary:
      "The payment attempts, read-only (Administrators: their company; Super Administrators: all): each checkout with its invoice, client, provider, start, outcome (open/paid/failed) and the provider's reference; paged, searchable, sortable, filtered by outcome, provider and from–to: { data, totalRecords, totalPages }",
    handler: async ({ db, actor, query }) => listPaymentAttempts(db, actor, query),
  }),
  'POST /api/payment/testcomplete': endpoint({
    access: 'public',
    body: completeTestSessionSchema,
    summary:
      "The test provider's Pay or Fail: sends its signed webhook through the same verification, answers { returnUrl }; 409 when the session is closed",
    handler: async ({ db, body }) => completeTestSession(db, body),
  }),
});
