import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { mailOutbox } from '@/lib/server/db/schema';
import { get, makeWorld, missingId, send } from '@/tests/api/backoffice-world';
import { invoiceFor, startCheckout, type Invoice } from './payment-helpers';
import { endpoint } from '@/tests/support/endpoint';

const getInvoice = endpoint('GET /api/invoice/getinvoicebyid');
const updateInvoice = endpoint('PUT /api/invoice/updateinvoice');
const testComplete = endpoint('POST /api/payment/testcomplete');
const testSession = endpoint('GET /api/payment/testsession');

type Session = { id: string; status: string; amountPence: number; invoiceNumber: string; companyName: string };

describe('POST /api/payment/checkout', () => {
  it('opens a test-provider session for the invoice total in pence, which its page can read', async () => {
    const w = await makeWorld();
    const invoice = await invoiceFor(w);
    const res = await startCheckout(w.clientA, invoice.id);
    expect(res.status).toBe(200);
    expect(res.body.provider).toBe('test');
    expect(res.body.url).toBe(`/pay/test/${res.body.sessionId}`);
    expect((await get<{ payableOnline: boolean }>(getInvoice, w.clientA, { id: invoice.id })).body.payableOnline).toBe(
      true,
    );
    const session = await get<Session>(testSession, undefined, { id: res.body.sessionId });
    expect(session.status).toBe(200);
    expect(session.body).toMatchObject({
      status: 'open',
      amountPence: 18550,
      invoiceNumber: invoice.invoiceNumber,
      companyName: 'Alpha Cleaning',
    });
  });

  it('answers 409 for a paid invoice and a draft, 404 for another client’s or company’s and a missing one, 403 for staff', async () => {
    const w = await makeWorld();
    const invoice = await invoiceFor(w);
    const draft = await invoiceFor(w, { status: 0 });
    const paid = await invoiceFor(w);
    await send(updateInvoice, w.adminA, { id: paid.id, status: 2 }, 'PUT');
    const otherClient = await invoiceFor(w, {}, w.clientA2);
    const otherCompany = await invoiceFor(w, {}, w.clientB, w.adminB);
    expect((await startCheckout(w.clientA, paid.id)).status).toBe(409);
    expect((await startCheckout(w.clientA, draft.id)).status).toBe(409);
    expect((await startCheckout(w.clientA, otherClient.id)).status).toBe(404);
    expect((await startCheckout(w.clientA, otherCompany.id)).status).toBe(404);
    expect((await startCheckout(w.clientA, missingId())).status).toBe(404);
    expect((await startCheckout(w.adminA, invoice.id)).status).toBe(403);
    expect((await startCheckout(w.cleanerA, invoice.id)).status).toBe(403);
    expect((await startCheckout(undefined, invoice.id)).status).toBe(401);
    const bad = await send(testComplete, undefined, { sessionId: 'nope', outcome: 'maybe' });
    expect(bad.status).toBe(400);
    expect(Object.keys((bad.body as { fieldErrors: object }).fieldErrors)).toEqual(['sessionId', 'outcome']);
  });

  it('the test page’s Pay marks the invoice paid through the signed webhook; the session then refuses a second click', async () => {
    const w = await makeWorld();
    const invoice = await invoiceFor(w);
    const { sessionId } = (await startCheckout(w.clientA, invoice.id)).body;
    const done = await send<{ returnUrl: string }>(testComplete, undefined, { sessionId, outcome: 'paid' });
    expect(done.status).toBe(200);
    expect(done.body.returnUrl).toBe(`/dashboard/invoice/${invoice.id}?payment=success`);
    const seen = (await get<Invoice>(getInvoice, w.clientA, { id: invoice.id })).body;
    expect(seen.status).toBe(2);
    expect(seen.paymentReference).toMatch(/^pi_test_/);
    expect((seen as Invoice & { payableOnline: boolean }).payableOnline).toBe(false);
    expect((await send(testComplete, undefined, { sessionId, outcome: 'paid' })).status).toBe(409);
    expect((await startCheckout(w.clientA, invoice.id)).status).toBe(409);
  });

  it('the test page’s Fail leaves the invoice unpaid and returns with payment=failed; a new attempt may follow', async () => {
    const w = await makeWorld();
    const invoice = await invoiceFor(w);
    const { sessionId } = (await startCheckout(w.clientA, invoice.id)).body;
    const done = await send<{ returnUrl: string }>(testComplete, undefined, { sessionId, outcome: 'failed' });
    expect(done.body.returnUrl).toBe(`/dashboard/invoice/${invoice.id}?payment=failed`);
    expect((await get<Invoice>(getInvoice, w.clientA, { id: invoice.id })).body).toMatchObject({
      status: 1,
      paidAt: null,
    });
    expect((await get<Session>(testSession, undefined, { id: sessionId })).body.status).toBe('failed');
    expect((await startCheckout(w.clientA, invoice.id)).status).toBe(200);
    expect((await get(testSession, undefined, { id: 'cs_test_0123456789abcdefghij' })).status).toBe(404);
  });

  it('the office marking an invoice paid records when', async () => {
    const w = await makeWorld();
    const invoice = await invoiceFor(w);
    await send(updateInvoice, w.adminA, { id: invoice.id, status: 2 }, 'PUT');
    const seen = (await get<Invoice>(getInvoice, w.adminA, { id: invoice.id })).body;
    expect(Date.now() - new Date(seen.paidAt!).getTime()).toBeLessThan(60_000);
  });

  it('sending an invoice mails the client a pay link to the invoice screen', async () => {
    const w = await makeWorld();
    const draft = await invoiceFor(w, { status: 0 });
    await send(updateInvoice, w.adminA, { id: draft.id, status: 1 }, 'PUT');
    const [mail] = await (
      await getDb()
    )
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.category, 'invoice-sent'), eq(mailOutbox.relatedId, draft.id)));
    expect(mail!.text).toMatch(new RegExp(`Pay it online by card: http\\S+/dashboard/invoice/${draft.id}\\?pay=1`));
  });
});
