// Requests that should succeed, per endpoint and caller, with the records they need: the role table's "allowed"
// means the endpoint did its work for that role (its success status), not merely that it did not refuse. Records
// are made through the API as the office makes them (makeRoleWorld), or per call when the call changes them.
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { endpoint } from '@/tests/support/endpoint';
import { createCompany, createUser, TEST_PASSWORD } from '@/tests/support/factories';
import { call } from '@/tests/support/http';
import type { Caller } from './who-may-call';

type Person = Awaited<ReturnType<typeof createUser>>;
type Role = Exclude<Caller, 'anonymous'>;
type Body = Record<string, unknown>;

export type RoleWorld = Awaited<ReturnType<typeof makeRoleWorld>>;

export type RecipeRequest = {
  path?: string;
  params?: Record<string, string | string[]>;
  query?: Record<string, string>;
  body?: unknown;
  rawBody?: BodyInit;
  headers?: Record<string, string>;
  /** The success expected when it is not the endpoint's declared one. */
  status?: number;
  check?: (body: unknown) => void | Promise<void>;
};

export type Recipe = (w: RoleWorld, caller: Caller) => Promise<RecipeRequest> | RecipeRequest;

/** A call as `who` (the world's Administrator by default) that must succeed: set-up, not the thing under test. */
async function made<T = Body>(key: string, who: Person, input: { body?: unknown; query?: Record<string, string> }) {
  const method = key.slice(0, key.indexOf(' '));
  const res = await call<T>(endpoint(key), { method, token: who.token, ...input });
  if (res.status >= 300) throw new Error(`${key} as set-up: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

const FUTURE = '2099-06-10';
const WEEK = { startDate: '2099-06-08', endDate: '2099-06-14' };

export async function makeRoleWorld() {
  const company = await createCompany({ code: 'HQ' });
  const people: Record<Role, Person> = {
    Cleaner: await createUser('Cleaner', { companyId: company.id }),
    Client: await createUser('Client', { companyId: company.id }),
    Administrator: await createUser('Administrator', { companyId: company.id }),
    'Super Administrator': await createUser('Super Administrator'),
  };
  const admin = people.Administrator;
  const job = await made<{ id: string }>('POST /api/job/createjob', admin, {
    body: {
      title: 'Role table clean',
      userClientId: people.Client.user.id,
      teamIds: [people.Cleaner.user.id],
      scheduledDate: FUTURE,
      startTime: '09:00',
    },
  });
  const invoice = await made<{ id: string }>('POST /api/invoice/createinvoice', admin, {
    body: { clientId: people.Client.user.id, status: 1, items: [{ title: 'Clean', quantity: 1, price: 90 }] },
  });
  const estimate = await made<{ id: string }>('POST /api/Estimate/CreateEstimate', admin, {
    body: { clientId: people.Client.user.id, status: 'sent', items: [{ service: 'Clean', quantity: 1, price: 80 }] },
  });
  const category = await made<{ id: string }>('POST /api/category/createCategory', admin, {
    body: { name: 'Role table service' },
  });
  const enquiryId = randomUUID();
  await made('POST /api/Enquiry/CreateEnquiry', admin, { body: enquiry(enquiryId) });
  const franchiseId = randomUUID();
  await made('POST /api/franchise/createFranchise', admin, { body: franchise(franchiseId) });
  const shift = await made<{ id: string }>('POST /api/rota/createrota', admin, {
    body: {
      cleanerId: people.Cleaner.user.id,
      site: 'Head office',
      date: FUTURE,
      startTime: '08:00',
      endTime: '12:00',
    },
  });
  const leave = await made<{ id: string }>('POST /api/leaveTaken/createleaveTaken', people.Cleaner, {
    body: { type: 'annual', startDate: '2099-07-01', endDate: '2099-07-02' },
  });
  const chat = await made<{ id: string }>('POST /api/ChatBox/CreateChatBox', admin, {
    body: { jobId: job.id, text: 'Keys are with the porter' },
  });
  const clock = await made<{ id: string }>('POST /api/ClockInAndOut/CreateClockInAndOut', people.Cleaner, {
    body: { jobId: job.id },
  });
  return {
    company,
    people,
    job,
    invoice,
    estimate,
    category,
    enquiryId,
    franchiseId,
    shift,
    leave,
    chat,
    clock,
  };
}

const enquiry = (id: string) => ({
  id,
  name: 'Role Table',
  email: 'role-table@example.test',
  phone: '01603 555 0100',
  address: '1 Elm Row',
  postCode: 'NR1 1AA',
  messageDescription: 'A quote, please.',
});
const franchise = (id: string) => ({
  id,
  firstName: 'Role',
  lastName: 'Table',
  phone: '07700 900123',
  address: '1 Elm Row',
  postCode: 'NR1 1AA',
  email: 'role-table@example.test',
  messageDescription: 'The information pack, please.',
});

const ids = (body: unknown) => ((body as { data: { id: string }[] }).data ?? []).map((r) => r.id);
/** The list holds `id` (the caller's own record is in it). */
const lists = (id: () => string) => (body: unknown) => {
  expect(ids(body)).toContain(id());
};
const list = (body: Body = {}) => ({ body: { pageNumber: 1, pageSize: 100, ...body } });
const byId = (id: string) => ({ query: { id } });
const unique = () => randomUUID().slice(0, 8);
/** A Super Administrator belongs to no company: their creates name the company. */
const companyFor = (w: RoleWorld, caller: Caller) =>
  caller === 'Super Administrator' ? { companyId: w.company.id } : {};
let day = 0;
/** A different future day for each call, so shifts and leave never clash. */
const nextDay = () => new Date(Date.UTC(2099, 8, 1) + ++day * 86_400_000).toISOString().slice(0, 10);

export const RECIPES: Record<string, Recipe> = {
  // Lists: the caller's own records are in them.
  'POST /api/job/jobs': (w) => ({ ...list(), check: lists(() => w.job.id) }),
  'POST /api/invoice/invoices': (w) => ({ ...list(), check: lists(() => w.invoice.id) }),
  'POST /api/Estimate/Estimates': (w) => ({ ...list(), check: lists(() => w.estimate.id) }),
  'POST /api/enquiry/enquiries': (w) => ({ ...list(), check: lists(() => w.enquiryId) }),
  'POST /api/leaveTaken/leaveTakens': (w) => ({ ...list(), check: lists(() => w.leave.id) }),
  'POST /api/user/users': (w) => ({ ...list(), check: lists(() => w.people.Cleaner.user.id) }),
  'POST /api/timesheet/timesheets': () => list(WEEK),
  'POST /api/Blog/Blogs': () => list(),
  'POST /api/rating/testimonials': () => list(),
  'GET /api/category/categories': () => ({}),
  'GET /api/Company/Companies': () => ({}),
  'GET /api/Company/Territories': (w) => ({ query: { companyId: w.company.id } }),
  'GET /api/ClockInAndOut/ClockInAndOuts': () => ({}),
  'GET /api/franchise/franchises': (w) => ({ check: lists(() => w.franchiseId) }),
  'GET /api/rota/rotas': () => ({ query: { from: WEEK.startDate, to: WEEK.endDate } }),
  'GET /api/Mail/Mails': () => ({}),
  'GET /api/newsletter/subscribers': () => ({}),
  'GET /api/audit/auditLogs': () => ({}),
  'GET /api/payment/attempts': () => ({}),
  'GET /api/ChatBox/GetThreads': () => ({}),
  'GET /api/dashboard/overview': () => ({}),
  'GET /api/calendar/feed': () => ({}),
  'GET /api/health': () => ({}),
  'GET /api/openapi.json': () => ({}),
  // One record, as its owner or the office sees it.
  'GET /api/Job/GetJobbyId': (w) => byId(w.job.id),
  'GET /api/invoice/getInvoicebyId': (w) => byId(w.invoice.id),
  'GET /api/invoice/pdf': (w) => byId(w.invoice.id),
  'GET /api/Estimate/GetEstimatebyId': (w) => byId(w.estimate.id),
  'GET /api/Enquiry/getenquirybyid': (w) => byId(w.enquiryId),
  'GET /api/Enquiry/EnquiryHistory': (w) => byId(w.enquiryId),
  'GET /api/franchise/getfranchisebyid': (w) => byId(w.franchiseId),
  'GET /api/category/getCategorybyId': (w) => byId(w.category.id),
  'GET /api/Rota/Details': (w) => byId(w.shift.id),
  'GET /api/leaveTaken/createleaveTaken': (w) => byId(w.leave.id),
  'GET /api/ClockInAndOut/GetClockInAndOutbyId': (w) => byId(w.clock.id),
  'GET /api/ChatBox/GetChatBoxbyJob': (w) => ({ query: { jobId: w.job.id } }),
  'GET /api/ChatBox/GetChatBoxbyId': (w) => byId(w.chat.id),
  'GET /api/Company/GetCompanybyId': (w) => byId(w.company.id),
  'GET /api/user/getUserById': (w, caller) => byId(w.people[caller as Role].user.id),
  // Writes that each caller can make again.
  'POST /api/calendar/feed': () => ({}),
  'DELETE /api/calendar/feed': () => ({}),
  'POST /api/ChatBox/MarkRead': (w) => ({ body: { jobId: w.job.id } }),
  'POST /api/ChatBox/CreateChatBox': (w) => ({ body: { jobId: w.job.id, text: 'On our way at nine' } }),
  'POST /api/category/createCategory': (w, caller) => ({
    body: { name: `Service ${unique()}`, ...companyFor(w, caller) },
  }),
  'PUT /api/category/updateCategory': (w) => ({ body: { id: w.category.id, name: `Renamed ${unique()}` } }),
  'POST /api/Enquiry/CreateEnquiryNote': (w) => ({ body: { enquiryId: w.enquiryId, note: 'Called back' } }),
  'POST /api/Enquiry/CreateEnquiry': () => ({ body: enquiry(randomUUID()) }),
  'POST /api/franchise/createFranchise': () => ({ body: franchise(randomUUID()) }),
  'POST /api/Auth/emailSubcription': () => ({ query: { email: `news-${unique()}@example.test` } }),
  'POST /api/invoice/createinvoice': (w, caller) => ({
    body: {
      clientId: w.people.Client.user.id,
      items: [{ title: 'Clean', quantity: 1, price: 50 }],
      ...companyFor(w, caller),
    },
  }),
  'POST /api/job/createjob': (w, caller) => ({
    body: { title: `Job ${unique()}`, userClientId: w.people.Client.user.id, ...companyFor(w, caller) },
  }),
  'POST /api/Estimate/CreateEstimate': (w, caller) => ({
    body: {
      clientId: w.people.Client.user.id,
      items: [{ service: 'Clean', quantity: 1, price: 70 }],
      ...companyFor(w, caller),
    },
  }),
  'POST /api/rota/createrota': (w) => ({
    body: { cleanerId: w.people.Cleaner.user.id, site: 'Depot', date: nextDay(), startTime: '13:00', endTime: '14:00' },
  }),
  'POST /api/leaveTaken/createleaveTaken': (w, caller) => {
    const on = nextDay();
    const who = caller === 'Cleaner' ? {} : { userId: w.people.Cleaner.user.id };
    return { body: { type: 'unpaid', startDate: on, endDate: on, ...who } };
  },
  'POST /api/user/createUser': (w, caller) => ({
    body: {
      email: `made-${unique()}@example.test`,
      firstName: 'Made',
      lastName: 'Here',
      role: 'Cleaner',
      password: 'Correct-Horse-Battery-9',
      ...companyFor(w, caller),
    },
  }),
  'PUT /api/user/updateUser': (w, caller) => ({
    body: { id: w.people[caller as Role].user.id, city: 'Norwich' },
  }),
  'POST /api/auth/forgotPassword': () => ({ body: { email: 'nobody-here@example.test' } }),
  'POST /api/auth/login': (w) => ({
    body: { username: w.people.Cleaner.user.email, password: TEST_PASSWORD },
  }),
};
