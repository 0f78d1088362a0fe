import { beforeAll, describe, expect, it } from 'vitest';
import { get, makeWorld, send, type Person, type World } from '@/tests/api/backoffice-world';
import { endpoint } from '@/tests/support/endpoint';
import { invoiceFor, startCheckout } from './payment-helpers';

// Issue 36 item 10: the office's list of checkouts. One world for the file: company A's clients open three checkouts
// (one paid, one failed, one left open), company B's client one.
const attempts = endpoint('GET /api/payment/attempts');
const testComplete = endpoint('POST /api/payment/testcomplete');

type Attempt = {
  id: string;
  provider: string;
  status: string;
  amountPence: number;
  reference: string | null;
  invoiceId: string;
  invoiceNumber: string;
  clientName: string | null;
  createdAt: string;
};
type Page = { data: Attempt[]; totalRecords: number; totalPages: number };

const londonDay = (offsetDays = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(
    new Date(Date.now() + offsetDays * 86_400_000),
  );

let w: World;
let paid: string;
let failed: string;
let open: string;
let other: string;
let secondInvoice: string;

const list = (who: Person | undefined, query: Record<string, string> = {}) => get<Page>(attempts, who, query);
const ids = (page: Page) => page.data.map((a) => a.id);

beforeAll(async () => {
  w = await makeWorld();
  const first = await invoiceFor(w);
  const second = await invoiceFor(w, {}, w.clientA2);
  secondInvoice = second.invoiceNumber;
  const theirs = await invoiceFor(w, {}, w.clientB, w.adminB);
  const opened = async (who: Person, invoiceId: string) => (await startCheckout(who, invoiceId)).body.sessionId;
  paid = await opened(w.clientA, first.id);
  expect((await send(testComplete, undefined, { sessionId: paid, outcome: 'paid' })).status).toBe(200);
  failed = await opened(w.clientA2, second.id);
  expect((await send(testComplete, undefined, { sessionId: failed, outcome: 'failed' })).status).toBe(200);
  open = await opened(w.clientA2, second.id);
  other = await opened(w.clientB, theirs.id);
});

describe('GET /api/payment/attempts', () => {
  it("lists the company's checkouts newest first, with invoice, client, provider, outcome and reference", async () => {
    const res = await list(w.adminA);
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual([open, failed, paid]);
    expect(res.body.totalRecords).toBe(3);
    const [, lost, won] = res.body.data;
    expect(won).toMatchObject({ provider: 'test', status: 'paid', amountPence: 18550 });
    expect(won!.clientName).toMatch(/^Clara/);
    // The provider's own id for the money: the test provider's payment intent, as Stripe's would be.
    expect(won!.reference).toMatch(/^pi_test_/);
    expect(lost).toMatchObject({ status: 'failed', reference: null, invoiceNumber: secondInvoice });
  });

  it('filters by outcome, provider and day, searches, sorts and pages', async () => {
    expect(ids((await list(w.adminA, { status: 'paid' })).body)).toEqual([paid]);
    expect(ids((await list(w.adminA, { status: 'open' })).body)).toEqual([open]);
    expect((await list(w.adminA, { provider: 'stripe' })).body.totalRecords).toBe(0);
    expect((await list(w.adminA, { provider: 'test' })).body.totalRecords).toBe(3);
    const today = londonDay();
    expect((await list(w.adminA, { from: today, to: today })).body.totalRecords).toBe(3);
    expect((await list(w.adminA, { from: londonDay(1) })).body.totalRecords).toBe(0);
    expect((await list(w.adminA, { to: londonDay(-1) })).body.totalRecords).toBe(0);
    expect(ids((await list(w.adminA, { search: secondInvoice })).body).sort()).toEqual([failed, open].sort());
    const reference = (await list(w.adminA, { status: 'paid' })).body.data[0]!.reference!;
    expect(ids((await list(w.adminA, { search: reference })).body)).toEqual([paid]);
    expect(ids((await list(w.adminA, { search: 'colin' })).body).sort()).toEqual([failed, open].sort());
    const byClient = (await list(w.adminA, { sortBy: 'clientName', sortOrder: 'asc' })).body.data;
    expect(byClient[0]!.clientName).toMatch(/^Clara/);
    const page2 = (await list(w.adminA, { pageSize: '2', pageNumber: '2' })).body;
    expect(page2).toMatchObject({ totalRecords: 3, totalPages: 2 });
    expect(ids(page2)).toEqual([paid]);
  });

  it("never shows another company's attempts; the Super Administrator sees every company's", async () => {
    expect(ids((await list(w.adminB)).body)).toEqual([other]);
    expect((await list(w.adminB, { search: secondInvoice })).body.data.every((a) => a.id === other)).toBe(true);
    const all = ids((await list(w.superAdmin, { pageSize: '100' })).body);
    expect(all).toEqual(expect.arrayContaining([paid, failed, open, other]));
  });

  it('refuses Cleaners and Clients (403), visitors (401) and a bad query (400 with field errors)', async () => {
    expect((await list(w.cleanerA)).status).toBe(403);
    expect((await list(w.clientA)).status).toBe(403);
    expect((await list(undefined)).status).toBe(401);
    const bad = await get<{ fieldErrors: Record<string, string[]> }>(attempts, w.adminA, {
      status: 'maybe',
      provider: 'paypal',
      from: 'yesterday',
      pageSize: '500',
      sortBy: 'secret',
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fieldErrors).sort()).toEqual(['from', 'pageSize', 'provider', 'sortBy', 'status']);
    const backwards = await get<{ fieldErrors: Record<string, string[]> }>(attempts, w.adminA, {
      from: londonDay(),
      to: londonDay(-3),
    });
    expect(backwards.status).toBe(400);
    expect(Object.keys(backwards.body.fieldErrors)).toEqual(['to']);
  });
});
