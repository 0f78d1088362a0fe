// @vitest-environment node
// Screens call endpoints by name: call(entry, input) builds the request from the entry's method and path, and the
// types of the table refuse a wrong body or a handler that answers something else than its entry says.
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as files from '@/lib/api/endpoints/files';
import * as invoice from '@/lib/api/endpoints/invoice';
import * as mail from '@/lib/api/endpoints/mail';
import { urlOf } from '@/lib/api-client/http';
import { call } from '@/lib/api-client/http';
import { invoice as invoiceServer } from '@/lib/server/http/endpoints/invoice';
import { serverHalf } from '@/lib/server/http/endpoints/define';
import { route } from '@/lib/server/http/route';

afterEach(() => vi.restoreAllMocks());

describe('urlOf', () => {
  it('fills path parameters, one encoded segment each, and a catch-all segment by segment', () => {
    expect(urlOf(mail.get, { params: { id: 'a b/c' } })).toBe('/api/mail/getmailbyid/a%20b%2Fc');
    expect(urlOf(files.get, { params: { path: ['images', 'x y.png'] } })).toBe('/api/files/images/x%20y.png');
  });

  it('appends the query, leaving out empty values', () => {
    expect(urlOf(invoice.get, { query: { id: 'i-1' } })).toBe('/api/invoice/getinvoicebyid?id=i-1');
    expect(urlOf(mail.list, { query: { search: '', status: undefined, pageNumber: 2 } })).toBe(
      '/api/mail/mails?pageNumber=2',
    );
  });
});

describe('call', () => {
  it("sends the entry's method, the JSON body and the query", async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ id: 'i-1' }));
    await call(invoice.update, { json: { id: '00000000-0000-4000-8000-000000000000', status: 1 } });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/invoice/updateinvoice');
    expect(init).toMatchObject({
      method: 'PUT',
      body: JSON.stringify({ id: '00000000-0000-4000-8000-000000000000', status: 1 }),
    });
  });

  it('sends a GET without a method or a body', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({}));
    await call(invoice.get, { query: { id: 'i-1' } });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/invoice/getinvoicebyid?id=i-1');
    expect(init?.method).toBeUndefined();
    expect(init?.body).toBeUndefined();
  });

  it('rejects with the server answer', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ message: 'Invoice not found' }, { status: 404 }));
    await expect(call(invoice.get, { query: { id: 'x' } })).rejects.toMatchObject({
      status: 404,
      message: 'Invoice not found',
    });
  });
});

describe('the types of the table', () => {
  it('refuse a call without its required input, a wrong body, a handler answering off-table and a missing half', () => {
    const checks = () => {
      // @ts-expect-error invoice.get needs its id
      void call(invoice.get);
      // @ts-expect-error a created invoice needs its items
      void call(invoice.create, { json: { clientId: null } });
      // @ts-expect-error the table says invoice.get answers an invoice
      route(invoiceServer.get, async () => ({ nope: 1 }));
      // @ts-expect-error every client entry needs a server half
      serverHalf({ a: 'GET /api/a', b: 'GET /api/b' }, 'Tag', { a: { access: 'public', summary: 'A' } });
    };
    expect(checks).toBeTypeOf('function');
  });
});
