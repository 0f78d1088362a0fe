import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { INVOICE_STATUS, UNPAID_INVOICE_STATUSES } from '@/lib/invoices/rules';
import type { CompleteTestSessionInput, StartCheckoutInput } from '@/lib/payments/schemas';
import type { Actor } from '@/lib/server/auth/actor';
import type { Db } from '@/lib/server/db/client';
import { companies, invoices, paymentEvents, paymentSessions, users } from '@/lib/server/db/schema';
import { AppError, conflict, notFound } from '@/lib/server/http/errors';
import { siteOrigin } from '@/lib/server/http/site-origin';
import { kickOutbox } from '@/lib/server/mail';
import { paymentProvider, WebhookRejected, type PaymentEvent } from '@/lib/server/payments';
import { signedTestEvent } from '@/lib/server/payments/test-provider';
import { recordAudit } from '@/lib/server/audit/service';
import { mailReceipt } from './mails';
import { toPounds } from '@/lib/server/invoices/money';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const OFF = 'Online payment is not available. Please contact the office to pay this invoice.';
export const invoicePath = (id: string, payment?: string) =>
  `/dashboard/invoice/${id}${payment ? `?payment=${payment}` : ''}`;

/**
 * Opens a hosted payment page for one of the Client's own invoices: 404 for anyone else's (another client's or
 * company's look missing), 409 for a draft, a paid invoice or nothing to pay. Answers where to send the browser.
 */
export async function startCheckout(db: Db, actor: Actor, input: StartCheckoutInput) {
  const provider = await paymentProvider(db);
  if (!provider) throw conflict(OFF);
  const [row] = await db
    .select({ invoice: invoices, companyName: companies.name, email: users.email })
    .from(invoices)
    .innerJoin(companies, eq(companies.id, invoices.companyId))
    .leftJoin(users, eq(users.id, invoices.clientId))
    .where(and(eq(invoices.id, input.invoiceId), eq(invoices.clientId, actor.id)))
    .limit(1);
  if (!row) throw notFound('Invoice not found');
  const { invoice } = row;
  if (invoice.status === INVOICE_STATUS.draft) throw conflict('This invoice has not been sent yet');
  if (invoice.status === INVOICE_STATUS.paid) throw conflict('This invoice is already paid');
  if (invoice.totalPence <= 0) throw conflict('This invoice has nothing to pay');
  const origin = siteOrigin();
  const session = await provider
    .createCheckout(db, {
      invoiceId: invoice.id,
      companyId: invoice.companyId,
      invoiceNumber: invoice.invoiceNumber,
      companyName: row.companyName,
      amountPence: invoice.totalPence,
      currency: 'gbp',
      customerEmail: invoice.invoiceTo?.email || row.email || null,
      successUrl: `${origin}${invoicePath(invoice.id, 'success')}`,
      cancelUrl: `${origin}${invoicePath(invoice.id, 'cancelled')}`,
    })
    .catch((error: unknown) => {
      // The provider is down, slow or refused the request (a revoked key): the client may try again; the office reads the log.
      console.error(
        '[payments] could not open a checkout',
        provider.name,
        error instanceof Error ? error.message : error,
      );
      throw new AppError(
        503,
        'The payment page could not be opened. Please try again in a moment.',
        'service_unavailable',
        undefined,
        { retryAfter: 30 },
      );
    });
  await db.insert(paymentSessions).values({
    id: session.id,
    provider: provider.name,
    invoiceId: invoice.id,
    companyId: invoice.companyId,
    clientId: actor.id,
    amountPence: invoice.totalPence,
    currency: 'gbp',
  });
  return { sessionId: session.id, url: session.url, provider: provider.name };
}

/** Marks the invoice paid once, with the receipt and the audit entry, in the transaction that recorded the event. */
async function applyPaid(tx: Tx, provider: string, event: Extract<PaymentEvent, { kind: 'paid' }>) {
  await tx
    .update(paymentSessions)
    .set({ status: 'paid', completedAt: event.at, reference: event.reference })
    .where(eq(paymentSessions.id, event.sessionId));
  const [paid] = await tx
    .update(invoices)
    .set({ status: INVOICE_STATUS.paid, paidAt: event.at, paymentReference: event.reference, updatedAt: new Date() })
    .where(
      and(
        eq(invoices.id, event.invoiceId),
        eq(invoices.companyId, event.companyId),
        inArray(invoices.status, [...UNPAID_INVOICE_STATUSES]),
      ),
    )
    .returning();
  // Already paid (the office marked it, or another session paid it) or not ours: the event is recorded, nothing else.
  if (!paid) return false;
  await recordAudit(
    tx,
    { system: `Online payment (${provider})` },
    {
      companyId: paid.companyId,
      action: 'update',
      entityType: 'invoice',
      entityId: paid.id,
      summary: `Invoice ${paid.invoiceNumber} paid online: ${toPounds(event.amountPence)} (reference ${event.reference})`,
      changes: { status: [INVOICE_STATUS.pending, INVOICE_STATUS.paid], paymentReference: [null, event.reference] },
    },
  );
  await mailReceipt(tx, paid, event.amountPence);
  return true;
}

/**
 * One webhook delivery: verified by the active provider against the raw body (400 and no change when unsigned, forged
 * or outside the time tolerance), then each event applied at most once: its id goes into payment_events first, so a
 * redelivered or concurrently delivered event finds the key taken and changes nothing. A failed or expired payment
 * only closes its session; the invoice stays as it was.
 */
export async function receiveWebhook(db: Db, rawBody: string, headers: Headers) {
  const provider = await paymentProvider(db);
  if (!provider) throw notFound('Online payment is not available');
  let events: PaymentEvent[];
  try {
    events = await provider.verifyWebhook(db, rawBody, headers);
  } catch (error) {
    if (error instanceof WebhookRejected)
      throw new AppError(400, 'The webhook signature could not be verified', 'invalid_signature', undefined, {
        reason: `webhook.${error.reason}`,
      });
    throw error;
  }
  let paid = 0;
  let duplicates = 0;
  for (const event of events) {
    const outcome = await db.transaction(async (tx) => {
      const [fresh] = await tx
        .insert(paymentEvents)
        .values({
          eventId: event.id,
          provider: provider.name,
          type: event.type,
          invoiceId: event.kind === 'ignored' ? null : await knownInvoice(tx, event.invoiceId),
        })
        .onConflictDoNothing()
        .returning({ id: paymentEvents.eventId });
      if (!fresh) return 'duplicate';
      if (event.kind === 'paid') return (await applyPaid(tx, provider.name, event)) ? 'paid' : 'recorded';
      if (event.kind === 'failed') {
        await tx
          .update(paymentSessions)
          .set({ status: 'failed', completedAt: new Date() })
          .where(and(eq(paymentSessions.id, event.sessionId), eq(paymentSessions.status, 'open')));
      }
      return 'recorded';
    });
    if (outcome === 'paid') paid++;
    if (outcome === 'duplicate') duplicates++;
  }
  if (paid) kickOutbox(db);
  return { received: true, paid, duplicates };
}

/** The event row names the invoice only when it exists (metadata is the sender's word). */
async function knownInvoice(tx: Tx, id: string) {
  const [row] = await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.id, id)).limit(1);
  return row?.id ?? null;
}

/** The test provider's hosted page: what is being paid, to whom. Null unless the test provider is the active one. */
export async function getTestSession(db: Db, id: string) {
  if ((await paymentProvider(db))?.name !== 'test') return null;
  const [row] = await db
    .select({
      id: paymentSessions.id,
      status: paymentSessions.status,
      amountPence: paymentSessions.amountPence,
      currency: paymentSessions.currency,
      invoiceId: paymentSessions.invoiceId,
      invoiceNumber: invoices.invoiceNumber,
      companyName: companies.name,
      currencySymbol: companies.currencySymbol,
    })
    .from(paymentSessions)
    .innerJoin(invoices, eq(invoices.id, paymentSessions.invoiceId))
    .innerJoin(companies, eq(companies.id, paymentSessions.companyId))
    .where(and(eq(paymentSessions.id, id), eq(paymentSessions.provider, 'test')))
    .limit(1);
  return row ?? null;
}

/**
 * The test page's Pay or Fail: sends the signed event a provider would send through the same verification and
 * handling as the webhook endpoint (receiveWebhook), then answers where the provider would return the client.
 */
export async function completeTestSession(db: Db, input: CompleteTestSessionInput) {
  const [session] = await db
    .select()
    .from(paymentSessions)
    .where(and(eq(paymentSessions.id, input.sessionId), eq(paymentSessions.provider, 'test')))
    .limit(1);
  if (!session || (await paymentProvider(db))?.name !== 'test') throw notFound('Payment session not found');
  if (session.status !== 'open') throw conflict('This payment session is already closed');
  const { payload, headers } = await signedTestEvent(db, session, input.outcome);
  await receiveWebhook(db, payload, headers);
  return { returnUrl: invoicePath(session.invoiceId, input.outcome === 'paid' ? 'success' : 'failed') };
}
