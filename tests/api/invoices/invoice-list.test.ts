import { afterEach, describe, expect, it, vi } from 'vitest';
import { get, makeWorld, send, type World } from '@/tests/api/backoffice-world';
import { endpoint } from '@/tests/support/endpoint';

const createInvoice = endpoint('POST /api/invoice/createinvoice');
const getInvoice = endpoint('GET /api/invoice/getinvoicebyid');
const listInvoices = endpoint('POST /api/invoice/invoices');

type Invoice = { id: string; invoiceNumber: string; status: number; displayStatus: number; totalAmount: number };
type Tabs = { all: number; 0: number; 1: number; 2: number; 3: number };
type List = { data: Invoice[]; totalRecords: number; totalPages: number; counts: Tabs; totals: Tabs };

const DAY = 86_400_000;
const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString();

async function seed(w: World) {
  const make = (extra: Record<string, unknown>) =>
    send<Invoice>(createInvoice, w.adminA, {
      clientId: w.clientA.user.id,
      items: [{ title: 'Clean', quantity: 1, price: 100 }],
      ...extra,
    });
  await make({ status: 0, invoiceNumber: 'A-DRAFT' });
  await make({ status: 1, invoiceNumber: 'A-DUE', invoiceTo: { name: 'Mrs Zebedee' } });
  await make({
    status: 1,
    invoiceNumber: 'A-LATE',
    createDate: iso(-30),
    dueDate: iso(-15),
    items: [{ title: 'Clean', quantity: 2, price: 50.5 }],
  });
  await make({ status: 2, invoiceNumber: 'A-PAID', clientId: w.clientA2.user.id });
  await send(createInvoice, w.adminB, {
    clientId: w.clientB.user.id,
    status: 1,
    items: [{ title: 'Other', quantity: 1, price: 9 }],
  });
}

const list = (who: World['adminA'], body: Record<string, unknown> = {}) =>
  send<List>(listInvoices, who, { pageNumber: 1, pageSize: 100, ...body });

describe('POST /api/invoice/invoices: tabs with counts and totals, overdue as shown, search, sort', () => {
  it('shows a pending invoice past its due date as overdue, and counts and totals each tab', async () => {
    const w = await makeWorld();
    await seed(w);
    const all = (await list(w.adminA)).body;
    expect(all.counts).toEqual({ all: 4, 0: 1, 1: 1, 2: 1, 3: 1 });
    expect(all.totals).toEqual({ all: 401, 0: 100, 1: 100, 2: 100, 3: 101 });
    const late = all.data.find((i) => i.invoiceNumber === 'A-LATE')!;
    expect(late).toMatchObject({ status: 1, displayStatus: 3 });
    expect((await list(w.adminA, { status: 3 })).body.data.map((i) => i.invoiceNumber)).toEqual(['A-LATE']);
    expect((await list(w.adminA, { status: 1 })).body.data.map((i) => i.invoiceNumber)).toEqual(['A-DUE']);
  });

  it('lets a Client see only their own sent invoices, never drafts or another client’s', async () => {
    const w = await makeWorld();
    await seed(w);
    const mine = (await list(w.clientA)).body;
    expect(mine.data.map((i) => i.invoiceNumber).sort()).toEqual(['A-DUE', 'A-LATE']);
    expect(mine.counts[0]).toBe(0);
    expect((await list(w.clientA, { search: 'A-PAID' })).body.totalRecords).toBe(0);
    expect((await list(w.cleanerA)).status).toBe(403);
  });

  it('searches the number and the billed name within the company, sorts, and refuses unknown sort fields', async () => {
    const w = await makeWorld();
    await seed(w);
    expect((await list(w.adminA, { search: 'zebedee' })).body.data.map((i) => i.invoiceNumber)).toEqual(['A-DUE']);
    expect((await list(w.adminB, { search: 'A-' })).body.totalRecords).toBe(0);
    const byTotal = (await list(w.adminA, { sortBy: 'totalAmount', sortOrder: 'desc' })).body.data.map(
      (i) => i.totalAmount,
    );
    expect(byTotal[0]).toBe(101);
    const byNumber = (await list(w.adminA, { sortBy: 'invoiceNumber', sortOrder: 'asc', pageSize: 2 })).body;
    expect(byNumber).toMatchObject({ totalRecords: 4, totalPages: 2 });
    expect(byNumber.data.map((i) => i.invoiceNumber)).toEqual(['A-DRAFT', 'A-DUE']);
    expect((await list(w.adminA, { sortBy: 'secret' })).status).toBe(400);
  });
});

describe('an invoice turns Overdue when its due moment passes, by the server’s clock', () => {
  afterEach(() => vi.useRealTimers());

  it('is Pending just before the due date and Overdue just after, in the list, its tabs and the invoice', async () => {
    const w = await makeWorld();
    const due = new Date(Date.now() + 10 * 60_000);
    const inv = (
      await send<Invoice>(createInvoice, w.adminA, {
        clientId: w.clientA.user.id,
        status: 1,
        dueDate: due.toISOString(),
        items: [{ title: 'Clean', quantity: 1, price: 80 }],
      })
    ).body;
    const at = async (time: Date) => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(time);
      const page = (await list(w.adminA)).body;
      const one = (await get<Invoice>(getInvoice, w.adminA, { id: inv.id })).body;
      vi.useRealTimers();
      return {
        shown: page.data.find((i) => i.id === inv.id)!.displayStatus,
        counts: page.counts,
        one: one.displayStatus,
      };
    };
    expect(await at(new Date(due.getTime() - 1000))).toEqual({
      shown: 1,
      counts: { all: 1, 0: 0, 1: 1, 2: 0, 3: 0 },
      one: 1,
    });
    expect(await at(new Date(due.getTime() + 1000))).toEqual({
      shown: 3,
      counts: { all: 1, 0: 0, 1: 0, 2: 0, 3: 1 },
      one: 3,
    });
  });
});
