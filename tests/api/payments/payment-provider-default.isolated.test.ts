// Issue 36: payments are never free by default. Without PAYMENTS_PROVIDER and Stripe's keys, the built-in test
// provider (which marks invoices paid without money) runs only on a database seeded with the demo data; a database
// set up for production with db:create-admin gets no online payment at all. Isolated: it clears PAYMENTS_PROVIDER.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { forgetParsedEnv } from '@/lib/env';
import { createFirstAdmin } from '@/lib/server/auth/first-admin';
import { getDb } from '@/lib/server/db/client';
import { installation } from '@/lib/server/db/schema';
import { seedDemoData } from '@/lib/server/db/seed';
import { get, makeWorld, type World } from '@/tests/api/backoffice-world';
import { endpoint } from '@/tests/support/endpoint';
import { invoiceFor, startCheckout, type Invoice } from './payment-helpers';

const getInvoice = endpoint('GET /api/invoice/getinvoicebyid');
const testSession = endpoint('GET /api/payment/testsession');

let w: World;
let invoice: Invoice;

beforeAll(async () => {
  for (const key of ['PAYMENTS_PROVIDER', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET']) vi.stubEnv(key, '');
  forgetParsedEnv();
  // Set up as a production database is: its first Super Administrator by db:create-admin, then the office's people.
  await createFirstAdmin(await getDb(), {
    companyName: 'Real Cleaning Ltd',
    companyCode: 'REAL',
    email: 'owner@real-cleaning.test',
    firstName: 'Rita',
    lastName: 'Owner',
    password: 'Correct-Horse-Battery-9',
  });
  w = await makeWorld();
  invoice = await invoiceFor(w);
});

const payableOnline = async () =>
  (await get<{ payableOnline: boolean }>(getInvoice, w.clientA, { id: invoice.id })).body.payableOnline;

describe('the payment provider nobody asked for', () => {
  it('is none on a database set up with db:create-admin: no checkout, no "Pay now", no test page', async () => {
    const db = await getDb();
    expect(await db.select().from(installation)).toEqual([]);
    const res = await startCheckout(w.clientA, invoice.id);
    expect(res.status).toBe(409);
    expect((res.body as unknown as { message: string }).message).toMatch(/Online payment is not available/);
    expect(await payableOnline()).toBe(false);
    expect((await get(testSession, undefined, { id: 'cs_test_0123456789abcdefghij' })).status).toBe(404);
  });

  it('is the test provider once the database is seeded with the demo data', async () => {
    const db = await getDb();
    await seedDemoData(db);
    expect((await db.select().from(installation))[0]?.demoData).toBe(true);
    const res = await startCheckout(w.clientA, invoice.id);
    expect(res.status).toBe(200);
    expect(res.body.provider).toBe('test');
    expect(await payableOnline()).toBe(true);
    expect((await get(testSession, undefined, { id: res.body.sessionId })).status).toBe(200);
  });
});
