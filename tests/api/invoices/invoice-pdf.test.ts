import { describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { get, makeWorld, missingId, send, type Person, type World } from '@/tests/api/backoffice-world';
import { endpoint } from '@/tests/support/endpoint';

const createInvoice = endpoint('POST /api/invoice/createinvoice');
const updateInvoice = endpoint('PUT /api/invoice/updateinvoice');
const invoicePdf = endpoint('GET /api/invoice/pdf');

type Invoice = { id: string; invoiceNumber: string };

const create = async (w: World, extra: Record<string, unknown> = {}) =>
  (
    await send<Invoice>(createInvoice, w.adminA, {
      clientId: w.clientA.user.id,
      status: 1,
      taxes: 12,
      discount: 3,
      shipping: 4.5,
      invoiceTo: { name: 'Nguyễn Thị Hương', address: '12 Phố Huế, Hà Nội', email: 'huong@example.test' },
      items: [
        {
          title: 'Deep clean',
          description: 'Kitchen and bathrooms',
          service: 'House Cleaning',
          quantity: 2,
          price: 60,
        },
      ],
      ...extra,
    })
  ).body;

/** Calls the handler and keeps the body as bytes (the shared helper reads text). */
async function download(who: Person | undefined, id: string) {
  const url = new URL('http://localhost/api/invoice/pdf');
  url.searchParams.set('id', id);
  const headers = new Headers(who ? { authorization: `Bearer ${who.token}` } : {});
  const res = await invoicePdf(new Request(url, { headers }), { params: Promise.resolve({}) });
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
}

export async function pdfText(bytes: Uint8Array) {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text;
}

describe('GET /api/invoice/pdf', () => {
  it('gives an admin the PDF with the number, client, company VAT number and totals', async () => {
    const { getDb } = await import('@/lib/server/db/client');
    const { companies } = await import('@/lib/server/db/schema');
    const { eq } = await import('drizzle-orm');
    const w = await makeWorld();
    await (
      await getDb()
    )
      .update(companies)
      .set({ vatNumber: 'GB123456789', address: '1 High Street, Leeds' })
      .where(eq(companies.id, w.a.id));
    const inv = await create(w);
    const res = await download(w.adminA, inv.id);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${inv.invoiceNumber}.pdf"`);
    expect(Buffer.from(res.bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(res.bytes);
    expect(text).toContain(inv.invoiceNumber);
    expect(text).toContain('Nguyễn Thị Hương');
    expect(text).toContain('GB123456789');
    expect(text).toContain('Alpha Cleaning');
    expect(text).toContain('£133.50'); // 120 - 3 + 4.50 + 12
    expect((await download(w.superAdmin, inv.id)).status).toBe(200);
  }, 30_000);

  it('lets a Client download their own sent invoice, not a draft nor another client’s', async () => {
    const w = await makeWorld();
    const sent = await create(w);
    const draft = await create(w, { status: 0 });
    expect((await download(w.clientA, sent.id)).status).toBe(200);
    expect((await download(w.clientA, draft.id)).status).toBe(403);
    expect((await download(w.clientA2, sent.id)).status).toBe(403);
    expect((await download(w.clientB, sent.id)).status).toBe(403);
  }, 30_000);

  it('refuses other companies, Cleaners and visitors, and answers 404 and 400', async () => {
    const w = await makeWorld();
    const inv = await create(w);
    expect((await download(w.adminB, inv.id)).status).toBe(403);
    expect((await download(w.cleanerA, inv.id)).status).toBe(403);
    expect((await download(undefined, inv.id)).status).toBe(401);
    expect((await download(w.adminA, missingId())).status).toBe(404);
    expect((await get(invoicePdf, w.adminA, { id: 'nope' })).status).toBe(400);
  });
});

describe('sending an invoice attaches its PDF', () => {
  it('stores a reference in the outbox and renders the PDF each time the mail is sent, a retry included', async () => {
    const { eq } = await import('drizzle-orm');
    const { getDb } = await import('@/lib/server/db/client');
    const { mailOutbox } = await import('@/lib/server/db/schema');
    const { processOutbox } = await import('@/lib/server/mail');
    const db = await getDb();
    const w = await makeWorld();
    const inv = await create(w, { status: 0 });
    expect((await send(updateInvoice, w.adminA, { id: inv.id, status: 1, sent: 1 }, 'PUT')).status).toBe(200);
    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.relatedId, inv.id));
    expect(mail!.attachments).toEqual([{ kind: 'invoice-pdf', id: inv.id, fileName: `${inv.invoiceNumber}.pdf` }]);
    expect(mail!.text).toContain('Please find attached invoice');

    // Without SMTP_URL mail is kept as 'stored'; queue this one as the SMTP path would.
    await db.update(mailOutbox).set({ status: 'pending' }).where(eq(mailOutbox.id, mail!.id));
    const delivered: { filename: string; content: Buffer; contentType: string }[][] = [];
    let calls = 0;
    const transport = {
      async sendMail(m: { attachments?: { filename: string; content: Buffer; contentType: string }[] }) {
        calls++;
        delivered.push(m.attachments ?? []);
        if (calls === 1) throw new Error('SMTP down');
      },
    };
    expect(await processOutbox(db, { transport })).toEqual({ sent: 0, failed: 1 });
    expect(await processOutbox(db, { transport, now: new Date(Date.now() + 2 * 60_000) })).toEqual({
      sent: 1,
      failed: 0,
    });
    expect(delivered).toHaveLength(2);
    for (const files of delivered) {
      expect(files).toHaveLength(1);
      expect(files[0]).toMatchObject({ filename: `${inv.invoiceNumber}.pdf`, contentType: 'application/pdf' });
      expect(files[0]!.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(await pdfText(files[0]!.content)).toContain('Nguyễn Thị Hương');
    }
  }, 30_000);
});
