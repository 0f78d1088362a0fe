// The request layer every route handler goes through (route() → request-guard.ts): control characters, content
// types, body size and cross-site writes are refused the same way on every endpoint, public ones included.
import { beforeAll, describe, expect, it } from 'vitest';
import { encode } from 'next-auth/jwt';
import { env } from '@/lib/env';
import { call } from '@/tests/support/http';
import { createUser as makeUser } from '@/tests/support/factories';
import { enquiryPayload, franchisePayload, headOffice } from '@/tests/support/public';
import { fileForm, pdfBytes } from '@/tests/support/uploads';
import { endpoint } from '@/tests/support/endpoint';

const autocomplete = endpoint('GET /api/autocomplete/[term]');
const emailSubscription = endpoint('POST /api/auth/emailsubcription');
const forgotPassword = endpoint('POST /api/auth/forgotpassword');
const login = endpoint('POST /api/auth/login');
const register = endpoint('POST /api/auth/register');
const blogs = endpoint('POST /api/blog/blogs');
const createCompany = endpoint('POST /api/company/createcompany');
const createEnquiry = endpoint('POST /api/enquiry/createenquiry');
const uploadCv = endpoint('POST /api/enquiry/uploadcv');
const getFile = endpoint('GET /api/files/[...path]');
const createFranchise = endpoint('POST /api/franchise/createfranchise');
const createJob = endpoint('POST /api/job/createjob');
const createUser = endpoint('POST /api/user/createuser');
const download = endpoint('POST /api/user/download');
const updateUser = endpoint('PUT /api/user/updateuser');
const listUsers = endpoint('POST /api/user/users');

type Person = Awaited<ReturnType<typeof makeUser>>;
let admin: Person;
let superAdmin: Person;
const NUL = '\u0000';

beforeAll(async () => {
  await headOffice();
  admin = await makeUser('Administrator');
  superAdmin = await makeUser('Super Administrator');
});

type Case = [name: string, run: () => ReturnType<typeof call>, field: string];
const cases: Case[] = [
  [
    'public enquiry: name',
    () => call(createEnquiry, { body: enquiryPayload({ name: `Margaret${NUL}Hughes` }) }),
    'name',
  ],
  [
    'public enquiry: message',
    () => call(createEnquiry, { body: enquiryPayload({ messageDescription: `Hello${NUL}` }) }),
    'messageDescription',
  ],
  [
    'franchise request: first name',
    () => call(createFranchise, { body: franchisePayload({ firstName: `Tom${NUL}` }) }),
    'firstName',
  ],
  [
    'login username',
    () => call(login, { body: { username: `admin${NUL}@example.test`, password: 'whatever-it-is' } }),
    'username',
  ],
  [
    'registration first name',
    () =>
      call(register, {
        body: { email: 'n@example.test', password: 'Sunny-Days-Over-Norwich-42', firstName: `A${NUL}`, lastName: 'B' },
      }),
    'firstName',
  ],
  ['forgot password e-mail', () => call(forgotPassword, { body: { email: `a${NUL}@example.test` } }), 'email'],
  [
    'newsletter e-mail (query)',
    () => call(emailSubscription, { method: 'POST', query: { email: `a${NUL}@example.test` } }),
    'email',
  ],
  ['blog search box', () => call(blogs, { body: { pageNumber: 1, pageSize: 6, search: `clean${NUL}` } }), 'search'],
  ['address lookup term (path)', () => call(autocomplete, { params: { term: `NR9${NUL}` } }), 'term'],
  ['file path (path)', () => call(getFile, { params: { path: ['cv', `cv${NUL}.pdf`] } }), 'path.1'],
  ['users search box', () => call(listUsers, { body: { search: `ann${NUL}` }, token: admin.token }), 'search'],
  [
    'profile field',
    () => call(updateUser, { method: 'PUT', body: { id: admin.user.id, city: `Norwich${NUL}` }, token: admin.token }),
    'city',
  ],
  [
    'new user name',
    () =>
      call(createUser, {
        body: { email: 'x@example.test', firstName: `X${NUL}`, lastName: 'Y', role: 'Cleaner' },
        token: admin.token,
      }),
    'firstName',
  ],
  ['job title', () => call(createJob, { body: { title: `Deep clean${NUL}` }, token: admin.token }), 'title'],
  [
    'company name',
    () => call(createCompany, { body: { name: `Acme${NUL}`, companyCodeNumber: 'ACME' }, token: superAdmin.token }),
    'name',
  ],
  [
    'a control character in a nested array',
    () => call(createEnquiry, { body: enquiryPayload({ services: ['Carpet', `Oven\u0007`] }) }),
    'services.1',
  ],
  [
    'profile field with a lone surrogate',
    () => call(updateUser, { method: 'PUT', body: { id: admin.user.id, city: 'Norwich\ud800x' }, token: admin.token }),
    'city',
  ],
  [
    'enquiry message with a lone low surrogate',
    () => call(createEnquiry, { body: enquiryPayload({ messageDescription: 'Hello \udc00 there' }) }),
    'messageDescription',
  ],
  [
    'a half emoji in a nested array',
    () => call(createEnquiry, { body: enquiryPayload({ services: ['Carpet', 'Oven \ud83d'] }) }),
    'services.1',
  ],
  [
    'uploaded file name',
    () =>
      call(uploadCv, {
        method: 'POST',
        rawBody: fileForm(pdfBytes(), `cv${NUL}.pdf`),
        headers: { 'x-forwarded-for': '198.51.100.7' },
      }),
    'file',
  ],
];

describe('control characters in any text a client sends', () => {
  it.each(cases)('%s: 400 with a field error, never a 500', async (_name, run, field) => {
    const res = await run();
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    const body = res.body as { code: string; fieldErrors: Record<string, string[]> };
    expect(body.code).toBe('validation_error');
    expect(body.fieldErrors[field], JSON.stringify(body.fieldErrors)).toEqual([
      'Contains characters that are not allowed',
    ]);
  });

  it('still accepts tabs and line breaks in ordinary text', async () => {
    const res = await call(createEnquiry, {
      body: enquiryPayload({ messageDescription: 'Line one\r\nLine two\tindented' }),
    });
    expect(res.status).toBe(200);
  });
});

describe('malformed Unicode and deep nesting', () => {
  const raw = (rawBody: BodyInit) =>
    call(createEnquiry, { method: 'POST', rawBody, headers: { 'content-type': 'application/json' } });

  it('keeps well-formed text outside the Basic Multilingual Plane (emoji, rare Chinese characters)', async () => {
    const res = await call(createEnquiry, { body: enquiryPayload({ messageDescription: 'Sparkling 🧽✨ 𠜎 thanks' }) });
    expect(res.status).toBe(200);
  });

  it('names the field whose bytes are not UTF-8', async () => {
    const json = new TextEncoder().encode(JSON.stringify(enquiryPayload({ name: 'Margaret XX' })));
    const at = new TextDecoder().decode(json).indexOf('XX');
    json.set([0xc3, 0x28], at); // a lead byte followed by a byte that cannot continue it
    const res = await raw(json);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body).toMatchObject({
      code: 'validation_error',
      fieldErrors: { name: ['Contains characters that are not allowed'] },
    });
  });

  it('names a key holding a lone surrogate, with the surrogate replaced', async () => {
    const res = await raw(JSON.stringify({ ...enquiryPayload(), 'note\ud800': 'x' }));
    expect(res.status).toBe(400);
    expect((res.body as { fieldErrors: Record<string, string[]> }).fieldErrors).toHaveProperty(['note?']);
  });

  it.each([
    ['20,000 nested arrays', '['.repeat(20_000) + ']'.repeat(20_000)],
    ['20,000 nested objects', '{"a":'.repeat(20_000) + '1' + '}'.repeat(20_000)],
    [
      'deep nesting inside a field',
      JSON.stringify(enquiryPayload()).replace(/}$/, `,"extra":${'['.repeat(5000)}${']'.repeat(5000)}}`),
    ],
  ])('answers 400, not 500, to %s', async (_name, body) => {
    const res = await raw(body);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body).toMatchObject({ code: 'invalid_json', message: expect.stringContaining('nested too deeply') });
  });

  it('still accepts nesting as deep as the API itself uses', async () => {
    const res = await call(createEnquiry, {
      body: { ...enquiryPayload(), extra: JSON.parse('['.repeat(20) + ']'.repeat(20)) as unknown },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });
});

describe('content types of writes', () => {
  it.each([
    ['text/plain', JSON.stringify(enquiryPayload())],
    ['application/x-www-form-urlencoded', 'name=Margaret'],
    ['multipart/form-data; boundary=x', '--x--'],
  ])('refuses %s on a JSON endpoint with 415', async (type, rawBody) => {
    const res = await call(createEnquiry, { method: 'POST', rawBody, headers: { 'content-type': type } });
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({ code: 'unsupported_media_type' });
  });

  it('refuses a body sent without any content type', async () => {
    const res = await call(createEnquiry, { method: 'POST', rawBody: new Blob([JSON.stringify(enquiryPayload())]) });
    expect(res.status).toBe(415);
  });

  it('refuses JSON on an upload endpoint, and text/plain on one that takes JSON or multipart', async () => {
    const cv = await call(uploadCv, {
      method: 'POST',
      rawBody: '{}',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.8' },
    });
    expect(cv.status).toBe(415);
    const file = await call(download, {
      method: 'POST',
      rawBody: '{"dbPath":"x/y.png"}',
      headers: { 'content-type': 'text/plain' },
      token: admin.token,
    });
    expect(file.status).toBe(415);
  });

  it('still accepts a write with no body at all', async () => {
    const res = await call(emailSubscription, { method: 'POST', query: { email: 'news@example.test' } });
    expect(res.status).toBe(200);
  });
});

describe('body size', () => {
  const big = (bytes: number) => JSON.stringify(enquiryPayload({ messageDescription: 'x'.repeat(bytes) }));

  it('answers 413 from Content-Length before reading a body over 1 MB', async () => {
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new Uint8Array(64 * 1024).fill(0x20));
      },
    });
    const req = new Request('http://localhost/api/Enquiry/CreateEnquiry', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(10 * 1024 * 1024 - 1) },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    const res = await createEnquiry(req, { params: Promise.resolve({}) });
    expect(res.status).toBe(413);
    expect(pulled).toBeLessThanOrEqual(2);
  });

  it('stops reading a body without Content-Length as soon as it passes 1 MB', async () => {
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 64 * 1024;
        if (sent > 12 * 1024 * 1024) controller.close();
        else controller.enqueue(new Uint8Array(64 * 1024).fill(0x20));
      },
    });
    const req = new Request('http://localhost/api/Enquiry/CreateEnquiry', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    const res = await createEnquiry(req, { params: Promise.resolve({}) });
    expect(res.status).toBe(413);
    expect(sent).toBeLessThan(2 * 1024 * 1024);
  });

  it('accepts a JSON body under the limit', async () => {
    const res = await call(createEnquiry, {
      method: 'POST',
      rawBody: big(4000),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(200);
  });
});

describe('cross-site writes with the session cookie', () => {
  const cookieFor = async (person: Person) =>
    `next-auth.session-token=${await encode({ token: { sub: person.user.id, role: person.user.role, sv: person.user.sessionVersion }, secret: env().AUTH_SECRET })}`;
  const update = async (headers: Record<string, string>) =>
    call(updateUser, {
      method: 'PUT',
      body: { id: admin.user.id, city: 'Wymondham' },
      headers: { cookie: await cookieFor(admin), ...headers },
    });

  it('refuses a foreign Origin or Sec-Fetch-Site with 403 and changes nothing', async () => {
    expect((await update({ origin: 'https://evil.example' })).status).toBe(403);
    expect((await update({ 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await update({ 'sec-fetch-site': 'same-site', origin: 'https://shop.localhost' })).status).toBe(403);
    expect((await update({ origin: 'null' })).status).toBe(403);
  });

  it('accepts the same write from this site, and from a program that sends no Origin', async () => {
    expect((await update({ origin: 'http://localhost', 'sec-fetch-site': 'same-origin' })).status).toBe(200);
    expect((await update({})).status).toBe(200);
  });

  it('does not apply to bearer-token calls, which carry no ambient credential', async () => {
    const res = await call(updateUser, {
      method: 'PUT',
      body: { id: admin.user.id, city: 'Diss' },
      token: admin.token,
      headers: { origin: 'https://app.partner.example' },
    });
    expect(res.status).toBe(200);
  });
});
