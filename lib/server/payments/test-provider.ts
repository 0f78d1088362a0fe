import 'server-only';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { env } from '@/lib/env';
import type { Db } from '@/lib/server/db/client';
import { installSecrets } from '@/lib/server/db/schema';
import { fromCheckoutEvent } from './checkout-events';
import { signPayload, verifySignature } from './signature';
import { WebhookRejected, type PaymentProvider } from './types';

const SECRET_NAME = 'test-payments-webhook';

/**
 * The test provider's signing secret: TEST_PAYMENTS_WEBHOOK_SECRET, else one generated on first use and kept in the
 * database, so every server of an installation agrees on it and no two installations share one. The insert that loses
 * a race changes nothing; both then read the winner's.
 */
export async function testWebhookSecret(db: Db) {
  const configured = env().TEST_PAYMENTS_WEBHOOK_SECRET;
  if (configured) return configured;
  const [existing] = await db
    .select({ value: installSecrets.value })
    .from(installSecrets)
    .where(eq(installSecrets.name, SECRET_NAME))
    .limit(1);
  if (existing) return existing.value;
  await db
    .insert(installSecrets)
    .values({ name: SECRET_NAME, value: `whsec_${randomBytes(32).toString('base64url')}` })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: installSecrets.value })
    .from(installSecrets)
    .where(eq(installSecrets.name, SECRET_NAME))
    .limit(1);
  return row!.value;
}

const randomId = (prefix: string) => `${prefix}${randomBytes(18).toString('base64url')}`;

/** Our own hosted page (app/[locale]/pay/test/[session]) stands in for Stripe's; its webhooks are signed as Stripe's are. */
export const testProvider: PaymentProvider = {
  name: 'test',
  async createCheckout() {
    const id = randomId('cs_test_');
    return { id, url: `/pay/test/${id}` };
  },
  async verifyWebhook(db, rawBody, headers) {
    verifySignature(rawBody, headers.get('stripe-signature'), await testWebhookSecret(db));
    let event: unknown;
    try {
      event = JSON.parse(rawBody);
    } catch {
      throw new WebhookRejected('payload');
    }
    if (!event || typeof event !== 'object') throw new WebhookRejected('payload');
    try {
      return [fromCheckoutEvent(event as Parameters<typeof fromCheckoutEvent>[0])];
    } catch {
      throw new WebhookRejected('payload');
    }
  },
};

type Session = { id: string; invoiceId: string; companyId: string; amountPence: number; currency: string };

/**
 * What the test page's Pay and Fail buttons send: a Checkout Session event as Stripe writes one (paid:
 * `checkout.session.completed`, payment_status 'paid'; failed: `checkout.session.async_payment_failed`), signed with
 * the test secret, with the raw body and headers a webhook delivery carries.
 */
export async function signedTestEvent(db: Db, session: Session, outcome: 'paid' | 'failed', now = new Date()) {
  const created = Math.floor(now.getTime() / 1000);
  const payload = JSON.stringify({
    id: randomId('evt_test_'),
    object: 'event',
    type: outcome === 'paid' ? 'checkout.session.completed' : 'checkout.session.async_payment_failed',
    created,
    livemode: false,
    data: {
      object: {
        id: session.id,
        object: 'checkout.session',
        mode: 'payment',
        payment_status: outcome === 'paid' ? 'paid' : 'unpaid',
        payment_intent: outcome === 'paid' ? randomId('pi_test_') : null,
        amount_total: session.amountPence,
        currency: session.currency,
        metadata: { invoiceId: session.invoiceId, companyId: session.companyId },
      },
    },
  });
  const headers = new Headers({
    'content-type': 'application/json',
    'stripe-signature': signPayload(await testWebhookSecret(db), payload, created),
  });
  return { payload, headers };
}
