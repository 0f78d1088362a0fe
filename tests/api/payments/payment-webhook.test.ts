import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { auditLog, mailOutbox, paymentSessions } from '@/lib/server/db/schema';
import { signPayload } from '@/lib/server/payments/signature';
import { testWebhookSecret } from '@/lib/server/payments/test-provider';
import { get, makeWorld } from '@/tests/api/backoffice-world';
import { checkoutEvent, deliver, invoiceFor, startCheckout, type Invoice } from './payment-helpers';
import { endpoint } from '@/tests/support/endpoint';

const getInvoice = endpoint('GET /api/invoice/getinvoicebyid');

async function paidWorld() {
  const w = await makeWorld();
  const invoice = await invoiceFor(w);
  const { sessionId } = (await startCheckout(w.clientA, invoice.id)).body;
  return { w, invoice, sessionId };
}

const receipts = async (invoiceId: string) =>
  (await getDb())
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.category, 'payment-receipt'), eq(mailOutbox.relatedId, invoiceId)));

describe('POST /api/payment/webhook', () => {
  it('marks the invoice paid with its reference and time, queues one receipt and writes one audit entry', async () => {
    const { w, invoice, sessionId } = await paidWorld();
    const created = Math.floor(Date.now() / 1000) - 30;
    const res = await deliver(
      checkoutEvent('evt_paid_1', sessionId, invoice, w.a.id, 'checkout.session.completed', created),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ received: true, paid: 1 });
    const seen = (await get<Invoice>(getInvoice, w.adminA, { id: invoice.id })).body;
    expect(seen.status).toBe(2);
    expect(seen.paymentReference).toBe('pi_evt_paid_1');
    expect(new Date(seen.paidAt!).getTime()).toBe(created * 1000);
    const mails = await receipts(invoice.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: w.clientA.user.email, companyId: w.a.id });
    expect(mails[0]!.text).toContain('£185.50');
    const db = await getDb();
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, invoice.id), eq(auditLog.action, 'update')));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actorName).toBe('Online payment (test)');
    expect((await db.select().from(paymentSessions).where(eq(paymentSessions.id, sessionId)))[0]!.status).toBe('paid');
  });

  it('handles the same event once however often, and however concurrently, it is delivered', async () => {
    const { w, invoice, sessionId } = await paidWorld();
    const payload = checkoutEvent('evt_twice', sessionId, invoice, w.a.id);
    const results = await Promise.all([deliver(payload), deliver(payload), deliver(payload)]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(results.reduce((n, r) => n + (r.body.paid ?? 0), 0)).toBe(1);
    const again = await deliver(payload);
    expect(again.body).toMatchObject({ paid: 0, duplicates: 1 });
    expect(await receipts(invoice.id)).toHaveLength(1);
    // A second, different event for the same invoice (a second session paid too) records it and changes nothing more.
    const other = await deliver(checkoutEvent('evt_second_session', sessionId, invoice, w.a.id));
    expect(other.body).toMatchObject({ paid: 0, duplicates: 0 });
    expect(await receipts(invoice.id)).toHaveLength(1);
    expect((await get<Invoice>(getInvoice, w.adminA, { id: invoice.id })).body.paymentReference).toBe('pi_evt_twice');
  });

  it('refuses unsigned, forged, malformed and stale deliveries with 400 and changes nothing', async () => {
    const { w, invoice, sessionId } = await paidWorld();
    const payload = checkoutEvent('evt_bad', sessionId, invoice, w.a.id);
    const secret = await testWebhookSecret(await getDb());
    const now = Math.floor(Date.now() / 1000);
    const cases: [string, string | null][] = [
      ['unsigned', null],
      ['signed with another secret', signPayload('whsec_not_the_secret_of_this_install', payload)],
      ['signature of another body', signPayload(secret, payload.replace('18550', '1'))],
      ['no v1', `t=${now}`],
      ['garbage', 'nonsense'],
      ['stale (10 minutes old)', signPayload(secret, payload, now - 600)],
      ['from the future', signPayload(secret, payload, now + 600)],
    ];
    for (const [name, signature] of cases) {
      const res = await deliver(payload, signature);
      expect(res.status, name).toBe(400);
      expect(res.body.code, name).toBe('invalid_signature');
    }
    // A body altered after signing (amount, invoice) fails too.
    // (The last character is changed to one it is not: an id ending in '0' made a fixed '0' a no-op, 1 run in 16.)
    const otherId = invoice.id.slice(0, -1) + (invoice.id.endsWith('0') ? '1' : '0');
    const tampered = await deliver(payload.replace(invoice.id, otherId), signPayload(secret, payload));
    expect(tampered.status).toBe(400);
    expect((await get<Invoice>(getInvoice, w.adminA, { id: invoice.id })).body.status).toBe(1);
    expect(await receipts(invoice.id)).toHaveLength(0);
    // The same event, properly signed, still goes through: the refused deliveries did not burn its id.
    expect((await deliver(payload)).body).toMatchObject({ paid: 1 });
  });

  it('a replayed delivery: within the tolerance it is a duplicate (200, no change), later it is refused (400)', async () => {
    const { w, invoice, sessionId } = await paidWorld();
    const payload = checkoutEvent('evt_replay', sessionId, invoice, w.a.id);
    const signature = signPayload(await testWebhookSecret(await getDb()), payload);
    expect((await deliver(payload, signature)).body).toMatchObject({ paid: 1 });
    expect((await deliver(payload, signature)).body).toMatchObject({ paid: 0, duplicates: 1 });
    const old = signPayload(await testWebhookSecret(await getDb()), payload, Math.floor(Date.now() / 1000) - 3600);
    expect((await deliver(payload, old)).status).toBe(400);
    expect(await receipts(invoice.id)).toHaveLength(1);
  });

  it('a failed or expired session changes nothing on the invoice; unknown events are acknowledged and ignored', async () => {
    const { w, invoice, sessionId } = await paidWorld();
    expect(
      (await deliver(checkoutEvent('evt_failed', sessionId, invoice, w.a.id, 'checkout.session.async_payment_failed')))
        .status,
    ).toBe(200);
    expect(
      (await deliver(checkoutEvent('evt_expired', sessionId, invoice, w.a.id, 'checkout.session.expired'))).status,
    ).toBe(200);
    expect((await deliver(checkoutEvent('evt_other', sessionId, invoice, w.a.id, 'customer.created'))).status).toBe(
      200,
    );
    const seen = (await get<Invoice>(getInvoice, w.adminA, { id: invoice.id })).body;
    expect(seen).toMatchObject({ status: 1, paidAt: null, paymentReference: null });
    expect(await receipts(invoice.id)).toHaveLength(0);
    const [session] = await (await getDb()).select().from(paymentSessions).where(eq(paymentSessions.id, sessionId));
    expect(session!.status).toBe('failed');
  });

  it('an event naming another company than the invoice’s, or an invoice that does not exist, changes nothing', async () => {
    const { w, invoice, sessionId } = await paidWorld();
    expect((await deliver(checkoutEvent('evt_wrong_company', sessionId, invoice, w.b.id))).body).toMatchObject({
      paid: 0,
    });
    expect((await deliver(checkoutEvent('evt_no_invoice', sessionId, { id: 'not-a-uuid' }, w.a.id))).status).toBe(200);
    expect((await get<Invoice>(getInvoice, w.adminA, { id: invoice.id })).body.status).toBe(1);
  });
});
