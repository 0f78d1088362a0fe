import 'server-only';
import type { PaymentEvent } from './types';

/** The part of a Stripe event (and of the test provider's copy of one) that is read. */
type StripeLikeEvent = {
  id?: unknown;
  type?: unknown;
  created?: unknown;
  data?: {
    object?: {
      id?: unknown;
      payment_status?: unknown;
      payment_intent?: unknown;
      amount_total?: unknown;
      metadata?: Record<string, unknown> | null;
    };
  };
};

const text = (v: unknown) => (typeof v === 'string' && v ? v : null);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const uuid = (v: unknown) => (typeof v === 'string' && UUID.test(v) ? v : null);

/**
 * Maps a Checkout Session event to a PaymentEvent. Paid: `checkout.session.completed` when its payment_status is
 * 'paid' (card payments), or `checkout.session.async_payment_succeeded` (bank methods that settle later). Failed:
 * `async_payment_failed` or `expired` (abandoned). An event without our metadata is not ours to act on.
 */
export function fromCheckoutEvent(event: StripeLikeEvent): PaymentEvent {
  const id = text(event.id);
  const type = text(event.type) ?? '';
  if (!id) throw new Error('An event without an id');
  const session = event.data?.object;
  const sessionId = text(session?.id);
  const invoiceId = uuid(session?.metadata?.invoiceId);
  const companyId = uuid(session?.metadata?.companyId);
  if (!type.startsWith('checkout.session.') || !sessionId || !invoiceId || !companyId)
    return { id, type, kind: 'ignored' };
  const paid =
    type === 'checkout.session.async_payment_succeeded' ||
    (type === 'checkout.session.completed' && session?.payment_status === 'paid');
  if (paid) {
    const created = typeof event.created === 'number' ? new Date(event.created * 1000) : new Date();
    const reference = text(session?.payment_intent) ?? sessionId;
    const amountPence = typeof session?.amount_total === 'number' ? session.amount_total : 0;
    return { id, type, kind: 'paid', sessionId, invoiceId, companyId, reference, amountPence, at: created };
  }
  if (type === 'checkout.session.async_payment_failed' || type === 'checkout.session.expired')
    return { id, type, kind: 'failed', sessionId, invoiceId, companyId };
  return { id, type, kind: 'ignored' };
}
