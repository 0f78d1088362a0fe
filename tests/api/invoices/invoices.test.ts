import { describe, expect, it } from 'vitest';
import { get, makeWorld, missingId, send, type World } from '@/tests/api/backoffice-world';
import { endpoint } from '@/tests/support/endpoint';

const createInvoice = endpoint('POST /api/invoice/createinvoice');
const deleteInvoice = endpoint('DELETE /api/invoice/deleteinvoice');
const getInvoice = endpoint('GET /api/invoice/getinvoicebyid');
const listInvoices = endpoint('POST /api/invoice/invoices');
const updateInvoice = endpoint('PUT /api/invoice/updateinvoice');

type Invoice = {
  id: string;
  invoiceNumber: string;
  status: number;
  subTotal: number;
  totalAmount: number;
  createDate: string;
  dueDate: string;
  items: { total: number }[];
};
type List = { data: Invoice[]; totalRecords: number };

const body = (w: World, extra: Record<string, unknown> = {}) => ({
  clientId: w.clientA.user.id,
  status: 1,
  taxes: 10.5,
  discount: 5,
  shipping: 2.25,
  subTotal: 1,
  totalAmount: 1, // lies the server must ignore
  items: [
    { title: 'Carpet clean', service: 'Carpet', quantity: 3, price: 19.99, total: 999 },
    { title: 'Oven clean', service: 'House Cleaning', quantity: 1.5, price: 40, total: 0 },
  ],
  ...extra,
});

describe('POST /api/invoice/createinvoice', () => {
  it('computes totals on the server, numbers invoices per company and sets the due date 15 days on', async () => {
    const w = await makeWorld();
    const res = await send<Invoice>(createInvoice, w.adminA, body(w));
    expect(res.status).toBe(201);
    expect(res.body.items.map((i) => i.total)).toEqual([59.97, 60]);
    expect(res.body.subTotal).toBe(119.97);
    expect(res.body.totalAmount).toBe(127.72); // 119.97 - 5 + 2.25 + 10.50
    expect(new Date(res.body.dueDate).getTime() - new Date(res.body.createDate).getTime()).toBe(15 * 86_400_000);
    const second = await send<Invoice>(createInvoice, w.adminA, body(w));
    const other = await send<Invoice>(createInvoice, w.adminB, body(w, { clientId: w.clientB.user.id }));
    expect(res.body.invoiceNumber).toBe('INV-0001');
    expect(second.body.invoiceNumber).toBe('INV-0002');
    expect(other.body.invoiceNumber).toBe('INV-0001');
    expect((await send(createInvoice, w.adminA, body(w, { invoiceNumber: 'INV-0002' }))).status).toBe(409);
  });

  it('gives unique numbers to concurrent creates', async () => {
    const w = await makeWorld();
    const all = await Promise.all(Array.from({ length: 5 }, () => send<Invoice>(createInvoice, w.adminA, body(w))));
    expect(new Set(all.map((r) => r.body.invoiceNumber)).size).toBe(5);
  });

  it('answers 400 for bad input and a discount above the total, 403 for other roles and companies', async () => {
    const w = await makeWorld();
    expect((await send(createInvoice, w.adminA, body(w, { items: [] }))).status).toBe(400);
    expect(
      (await send(createInvoice, w.adminA, body(w, { items: [{ title: 'x', quantity: -1, price: 1.234 }] }))).status,
    ).toBe(400);
    expect((await send(createInvoice, w.adminA, body(w, { discount: 1000 }))).status).toBe(400);
    expect((await send(createInvoice, w.adminA, body(w, { clientId: w.clientB.user.id }))).status).toBe(400);
    expect((await send(createInvoice, w.adminA, body(w, { companyId: w.b.id }))).status).toBe(403);
    expect((await send(createInvoice, w.clientA, body(w))).status).toBe(403);
    expect((await send(createInvoice, w.cleanerA, body(w))).status).toBe(403);
  });
});

describe('POST /api/invoice/invoices and GET /api/invoice/getInvoicebyId', () => {
  it('shows admins their company’s invoices and a Client only their own non-draft ones', async () => {
    const w = await makeWorld();
    const sent = (await send<Invoice>(createInvoice, w.adminA, body(w))).body;
    const draft = (await send<Invoice>(createInvoice, w.adminA, body(w, { status: 0 }))).body;
    await send(createInvoice, w.adminA, body(w, { clientId: w.clientA2.user.id }));
    expect((await send<List>(listInvoices, w.adminA, { pageNumber: 1, pageSize: 100 })).body.totalRecords).toBe(3);
    const mine = await send<List>(listInvoices, w.clientA, { pageNumber: 1, pageSize: 100 });
    expect(mine.body.data.map((i) => i.id)).toEqual([sent.id]);
    expect((await get(getInvoice, w.clientA, { id: sent.id })).status).toBe(200);
    expect((await get(getInvoice, w.clientA, { id: draft.id })).status).toBe(403);
    expect((await get(getInvoice, w.clientA2, { id: sent.id })).status).toBe(403);
    expect((await get(getInvoice, w.adminB, { id: sent.id })).status).toBe(403);
    expect((await get(getInvoice, w.adminA, { id: missingId() })).status).toBe(404);
    expect((await send(listInvoices, w.cleanerA, {})).status).toBe(403);
    expect((await send<List>(listInvoices, w.adminB, {})).body.totalRecords).toBe(0);
  });
});

describe('PUT /api/invoice/updateInvoice and DELETE /api/invoice/deleteInvoice', () => {
  it('recomputes totals from new items and extras; only drafts can be deleted', async () => {
    const w = await makeWorld();
    const inv = (await send<Invoice>(createInvoice, w.adminA, body(w, { status: 0 }))).body;
    const res = await send<Invoice>(
      updateInvoice,
      w.adminA,
      { id: inv.id, items: [{ title: 'Window', quantity: 2, price: 15 }], taxes: 6, discount: 0, totalAmount: 5 },
      'PUT',
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ subTotal: 30, totalAmount: 38.25 });
    const paid = await send<Invoice>(updateInvoice, w.adminA, { id: inv.id, status: 2 }, 'PUT');
    expect(paid.body).toMatchObject({ status: 2, totalAmount: 38.25 });
    expect((await send(updateInvoice, w.adminB, { id: inv.id, status: 3 }, 'PUT')).status).toBe(403);
    expect((await send(updateInvoice, w.clientA, { id: inv.id, status: 3 }, 'PUT')).status).toBe(403);
    expect((await send(updateInvoice, w.adminA, { id: missingId(), status: 3 }, 'PUT')).status).toBe(404);
    expect((await send(updateInvoice, w.adminA, { id: inv.id, status: 9 }, 'PUT')).status).toBe(400);
    expect((await get(deleteInvoice, w.adminA, { id: inv.id }, 'DELETE')).status).toBe(409);
    const draft = (await send<Invoice>(createInvoice, w.adminA, body(w, { status: 0 }))).body;
    expect((await get(deleteInvoice, w.adminB, { id: draft.id }, 'DELETE')).status).toBe(403);
    expect((await get(deleteInvoice, w.adminA, { id: draft.id }, 'DELETE')).status).toBe(200);
  });
});

describe('sending an invoice', () => {
  it('mails the client a link once, when a draft becomes pending, to the Bill to address or else the account', async () => {
    const { eq } = await import('drizzle-orm');
    const { getDb } = await import('@/lib/server/db/client');
    const { mailOutbox } = await import('@/lib/server/db/schema');
    const w = await makeWorld();
    const mailsFor = async (id: string) =>
      (await getDb()).select().from(mailOutbox).where(eq(mailOutbox.relatedId, id));

    const billed = await send<Invoice>(
      createInvoice,
      w.adminA,
      body(w, { status: 0, invoiceTo: { name: 'Ada Client', email: 'billing@example.test' } }),
    );
    expect(await mailsFor(billed.body.id)).toHaveLength(0); // a draft is not mailed
    expect((await send(updateInvoice, w.adminA, { id: billed.body.id, status: 1, sent: 1 }, 'PUT')).status).toBe(200);
    const [mail] = await mailsFor(billed.body.id);
    expect(mail).toMatchObject({ to: 'billing@example.test', category: 'invoice-sent' });
    expect(mail!.subject).toContain(billed.body.invoiceNumber);
    expect(mail!.text).toContain(`/dashboard/invoice/${billed.body.id}`);
    expect(mail!.text).toContain('£127.72');
    await send(updateInvoice, w.adminA, { id: billed.body.id, status: 2 }, 'PUT');
    expect(await mailsFor(billed.body.id)).toHaveLength(1); // paying it sends nothing more

    const account = await send<Invoice>(createInvoice, w.adminA, body(w, { status: 0 }));
    await send(updateInvoice, w.adminA, { id: account.body.id, status: 1 }, 'PUT');
    expect((await mailsFor(account.body.id)).map((m) => m.to)).toEqual([w.clientA.user.email]);

    // A Cleaner cannot send one (403), and nothing is mailed.
    const other = await send<Invoice>(createInvoice, w.adminA, body(w, { status: 0 }));
    expect((await send(updateInvoice, w.cleanerA, { id: other.body.id, status: 1 }, 'PUT')).status).toBe(403);
    expect(await mailsFor(other.body.id)).toHaveLength(0);
  });
});
