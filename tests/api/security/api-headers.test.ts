// Every answer under /api is data, never a page: it carries a CSP that lets nothing load or run and forbids framing,
// `nosniff`, and `no-store` unless its handler chose how to cache (route() adds them in one place: api-headers.ts).
import { describe, expect, it } from 'vitest';
import { get, makeWorld, send } from '@/tests/api/backoffice-world';
import { call } from '@/tests/support/http';
import { createUser } from '@/tests/support/factories';
import { enquiryPayload, headOffice } from '@/tests/support/public';
import { fileForm, pdfBytes } from '@/tests/support/uploads';
import { endpoint } from '@/tests/support/endpoint';

const createEnquiry = endpoint('POST /api/enquiry/createenquiry');
const uploadCv = endpoint('POST /api/enquiry/uploadcv');
const getFile = endpoint('GET /api/files/[...path]');
const health = endpoint('GET /api/health');
const createInvoice = endpoint('POST /api/invoice/createinvoice');
const invoicePdf = endpoint('GET /api/invoice/pdf');
const openapi = endpoint('GET /api/openapi.json');
const getUser = endpoint('GET /api/user/getuserbyid');
const listUsers = endpoint('POST /api/user/users');

const STRICT = "default-src 'none'; frame-ancestors 'none'";

function expectApiHeaders(headers: Headers, cache = 'no-store', csp = STRICT) {
  expect(headers.get('content-security-policy')).toBe(csp);
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('cache-control')).toBe(cache);
}

describe('security headers on API answers', () => {
  it('on answers with personal data: a user list and a user read by an Administrator', async () => {
    const w = await makeWorld();
    const list = await send(listUsers, w.adminA, { pageNumber: 1, pageSize: 10 });
    expect(list.status).toBe(200);
    expectApiHeaders(list.headers);
    const one = await get(getUser, w.adminA, { id: w.clientA.user.id });
    expect(one.status).toBe(200);
    expectApiHeaders(one.headers);
  });

  it('on errors: 401, 403, 400 and malformed JSON', async () => {
    const w = await makeWorld();
    for (const res of [
      await send(listUsers, undefined, {}),
      await send(listUsers, w.cleanerA, {}),
      await send(createEnquiry, undefined, { name: '' }),
      await call(createEnquiry, {
        method: 'POST',
        rawBody: '{"broken',
        headers: { 'content-type': 'application/json' },
      }),
    ]) {
      expect(res.status).toBeGreaterThanOrEqual(400);
      expectApiHeaders(res.headers);
    }
  });

  it('on a public write and on the health check', async () => {
    await headOffice();
    const res = await send(createEnquiry, undefined, enquiryPayload());
    expect(res.status).toBe(200);
    expectApiHeaders(res.headers);
    expectApiHeaders((await health()).headers);
  });

  it('on a PDF download; a CV opened inline is only kept out of frames, so Chrome can show it', async () => {
    const w = await makeWorld();
    const inv = await send<{ id: string }>(createInvoice, w.adminA, {
      clientId: w.clientA.user.id,
      items: [{ title: 'Clean', quantity: 1, price: 50 }],
    });
    const url = new URL('http://localhost/api/invoice/pdf');
    url.searchParams.set('id', inv.body.id);
    const pdf = await invoicePdf(new Request(url, { headers: { authorization: `Bearer ${w.adminA.token}` } }), {
      params: Promise.resolve({}),
    });
    expect(pdf.status).toBe(200);
    expectApiHeaders(pdf.headers, 'private, no-store');

    const hq = await headOffice();
    const up = await call<{ dbPath: string }>(uploadCv, { method: 'POST', rawBody: fileForm(pdfBytes(), 'cv.pdf') });
    expectApiHeaders(up.headers);
    await send(createEnquiry, undefined, enquiryPayload({ category: 'career', cvLink: up.body.dbPath }));
    const admin = await createUser('Administrator', { companyId: hq.id });
    const cv = await call(getFile, { params: { path: up.body.dbPath.split('/') }, token: admin.token });
    expect(cv.status).toBe(200);
    expectApiHeaders(cv.headers, 'private, no-store', "frame-ancestors 'none'");
  });

  it('keeps the caching a handler chose for public data (the OpenAPI document)', async () => {
    expectApiHeaders((await openapi()).headers, 'public, max-age=300');
  });
});
