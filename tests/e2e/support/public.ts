import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { tokenFor } from './auth';

/** Hides the cookie banner (its consent cookie is set up front) so it never covers the forms under test. */
export async function acceptCookies(page: Page, baseURL: string | undefined) {
  await page.context().addCookies([{ name: 'cookie_consent', value: 'accepted', url: baseURL ?? 'http://127.0.0.1' }]);
}

/**
 * Matches an API path as the server does, without regard to letter case (`page.route`'s globs are case-sensitive, and
 * the API's paths keep the contract's mixed case).
 */
export const apiPath = (path: string) => (url: URL) => url.pathname.toLowerCase() === path.toLowerCase();

/** Records the requests the page sends to a path, to assert that a refused form sent nothing. */
export function recordRequests(page: Page, pathPart: string) {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (r.url().toLowerCase().includes(pathPart.toLowerCase())) seen.push(r.url());
  });
  return seen;
}

/** A bearer token for the demo administrator, through the public login endpoint (once per worker). */
export const adminToken = (request: APIRequestContext) => tokenFor(request, 'admin');

type Row = Record<string, unknown>;

export async function storedEnquiries(request: APIRequestContext): Promise<Row[]> {
  const token = await adminToken(request);
  const res = await request.post('/api/enquiry/enquiries', {
    data: { pageNumber: 1, pageSize: 100 },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: Row[] }).data;
}

export async function storedFranchises(request: APIRequestContext): Promise<Row[]> {
  const token = await adminToken(request);
  const res = await request.get('/api/franchise/franchises?pageNumber=1&pageSize=100', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: Row[] }).data;
}

export async function storedSubscribers(request: APIRequestContext): Promise<Row[]> {
  const token = await adminToken(request);
  const res = await request.get('/api/newsletter/subscribers?pageNumber=1&pageSize=100', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: Row[] }).data;
}

/** A full-page screenshot attached to the report, named after the viewport (390 or 1280 px). */
export async function snap(page: Page, testInfo: TestInfo, name: string) {
  const width = page.viewportSize()?.width ?? 0;
  await testInfo.attach(`${name}-${width}`, {
    body: await page.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });
}

let counter = 0;
/**
 * A value no other test, worker, project or earlier run on the same server can produce (project, worker, time and a
 * per-worker counter), so a journey can find its own records among everyone else's. Safe in e-mail local parts.
 */
export const unique = (testInfo: TestInfo, label: string) =>
  `${label}-${testInfo.project.name}-w${testInfo.workerIndex}-${Date.now().toString(36)}-${(counter += 1)}`;
