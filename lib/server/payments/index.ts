import 'server-only';
import { eq } from 'drizzle-orm';
import { env } from '@/lib/env';
import type { Db } from '@/lib/server/db/client';
import { installation } from '@/lib/server/db/schema';
import { stripeProvider } from './stripe-provider';
import { testProvider } from './test-provider';
import type { PaymentProvider, PaymentProviderName } from './types';

/** Whether this database was seeded with the demo data (lib/server/db/seed.ts marks it; db:create-admin never does). */
export async function isDemoInstallation(db: Db) {
  const [row] = await db
    .select({ demo: installation.demoData })
    .from(installation)
    .where(eq(installation.id, 1))
    .limit(1);
  return row?.demo === true;
}

/**
 * The provider that takes payments, or null when online payment is off. PAYMENTS_PROVIDER when set; else Stripe when
 * its keys are set (lib/env.ts refuses one without the other); else the test provider, which marks invoices paid
 * without money, only on a database seeded with the demo data. Never by default on a production database, whatever
 * the host or the database engine (issue 36): a missing Stripe key turns online payment off, not free.
 */
export function chooseProvider(e: ReturnType<typeof env>, demoData: boolean): PaymentProviderName | null {
  if (e.PAYMENTS_PROVIDER === 'off') return null;
  if (e.PAYMENTS_PROVIDER) return e.PAYMENTS_PROVIDER;
  if (e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET) return 'stripe';
  return demoData ? 'test' : null;
}

export async function activeProviderName(db: Db): Promise<PaymentProviderName | null> {
  const e = env();
  // The database is asked only when the environment does not decide.
  if (e.PAYMENTS_PROVIDER || (e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET)) return chooseProvider(e, false);
  return chooseProvider(e, await isDemoInstallation(db));
}

let stripe: { key: string; provider: PaymentProvider } | undefined;

export async function paymentProvider(db: Db): Promise<PaymentProvider | null> {
  const name = await activeProviderName(db);
  if (name !== 'stripe') return name === 'test' ? testProvider : null;
  const { STRIPE_SECRET_KEY: key, STRIPE_WEBHOOK_SECRET: secret } = env();
  if (stripe?.key !== key) stripe = { key: key!, provider: stripeProvider(key!, secret!) };
  return stripe!.provider;
}

export { WebhookRejected, type PaymentEvent, type PaymentProvider } from './types';
