// @vitest-environment node
// Screens call endpoints by name: call('METHOD /api/Path', input) builds the request from the name's method and path,
// and the declarations' types refuse an undeclared name, a missing input or a wrong body.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { urlOf } from '@/lib/http/client';
import { call } from '@/lib/http/client';
import { endpoints } from '@/lib/server/http/endpoint';

afterEach(() => vi.restoreAllMocks());

describe('urlOf', () => {
  it('fills path parameters, one encoded segment each, and a catch-all segment by segment', () => {
    expect(urlOf('GET /api/Mail/GetMailById/{id}', { params: { id: 'a b/c' } })).toBe(
      '/api/Mail/GetMailById/a%20b%2Fc',
    );
    expect(urlOf('GET /api/files/{...path}', { params: { path: ['images', 'x y.png'] } })).toBe(
      '/api/files/images/x%20y.png',
    );
  });

  it('appends the query, leaving out empty values', () => {
    expect(urlOf('GET /api/invoice/getInvoicebyId', { query: { id: 'i-1' } })).toBe(
      '/api/invoice/getInvoicebyId?id=i-1',
    );
    expect(urlOf('GET /api/Mail/Mails', { query: { search: '', status: undefined, pageNumber: 2 } })).toBe(
      '/api/Mail/Mails?pageNumber=2',
    );
  });
});

describe('call', () => {
  it("sends the entry's method, the JSON body and the query", async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ id: 'i-1' }));
    await call('PUT /api/invoice/updateInvoice', { json: { id: '00000000-0000-4000-8000-000000000000', status: 1 } });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/invoice/updateInvoice');
    expect(init).toMatchObject({
      method: 'PUT',
      body: JSON.stringify({ id: '00000000-0000-4000-8000-000000000000', status: 1 }),
    });
  });

  it('sends a GET without a method or a body', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({}));
    await call('GET /api/invoice/getInvoicebyId', { query: { id: 'i-1' } });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/invoice/getInvoicebyId?id=i-1');
    expect(init?.method).toBeUndefined();
    expect(init?.body).toBeUndefined();
  });

  it('rejects with the server answer', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ message: 'Invoice not found' }, { status: 404 }));
    await expect(call('GET /api/invoice/getInvoicebyId', { query: { id: 'x' } })).rejects.toMatchObject({
      status: 404,
      message: 'Invoice not found',
    });
  });
});

describe('the types of the declarations', () => {
  it('refuse a call without its required input, a wrong body, an undeclared name and a badly formed one', () => {
    const checks = () => {
      // @ts-expect-error 'GET /api/invoice/getInvoicebyId' needs its id
      void call('GET /api/invoice/getInvoicebyId');
      // @ts-expect-error a created invoice needs its items
      void call('POST /api/invoice/createinvoice', { json: { clientId: null } });
      // @ts-expect-error no feature declares it
      void call('GET /api/invoice/nothing');
      // @ts-expect-error a name is a method and a path under /api
      endpoints('Tag', { 'FETCH /invoices': {} });
      // @ts-expect-error an answer's type is the handler's: an invoice has no 'nope'
      void call('GET /api/invoice/getInvoicebyId', { query: { id: 'x' } }).then((invoice) => invoice.nope);
    };
    expect(checks).toBeTypeOf('function');
  });
});
