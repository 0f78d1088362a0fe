// The Content-Security-Policy holds on every page type without breaking any: no violation is reported (console or
// securitypolicyviolation event), pages still hydrate, and the policy has no 'unsafe-eval' or 'unsafe-inline' scripts.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { acceptCookies } from './support/public';
import { signIn, DEMO } from './support/auth';

type Violation = { directive: string; blocked: string; sample: string };

/**
 * Collects CSP violations over every page the test opens, from the moment each starts: each document reports its
 * securitypolicyviolation events to a binding that outlives navigations. Console errors that mention the policy count
 * too.
 */
async function watchViolations(page: Page) {
  const events: Violation[] = [];
  const console: string[] = [];
  page.on('console', (m) => {
    if (/content security policy|refused to (execute|load|frame|connect|apply)/i.test(m.text())) console.push(m.text());
  });
  await page.exposeFunction('__reportCsp', (v: Violation) => events.push(v));
  await page.addInitScript(() => {
    const report = (window as unknown as { __reportCsp: (v: Violation) => void }).__reportCsp;
    document.addEventListener('securitypolicyviolation', (e) => {
      report({ directive: e.violatedDirective, blocked: e.blockedURI, sample: e.sample });
    });
  });
  return async () => ({ events, console });
}

function checkPolicy(header: string | null) {
  expect(header, 'Content-Security-Policy header').toBeTruthy();
  const script = header!
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith('script-src'))!;
  expect(script).toMatch(/'nonce-[A-Za-z0-9+/=]+'/);
  expect(script).not.toContain("'unsafe-eval'");
  expect(script).not.toContain("'unsafe-inline'");
  expect(header).toContain("frame-ancestors 'self'");
  expect(header).toContain("object-src 'none'");
  expect(header).toContain("base-uri 'self'");
}

async function visit(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBeLessThan(500);
  checkPolicy(response!.headers()['content-security-policy'] ?? null);
  await page.waitForLoadState('load');
  return response!;
}

const PUBLIC_PAGES = [
  '/', // rendered per request (latest posts), nonce
  '/fr/about', // static, prefixed locale
  '/ar/services/carpet-cleaning', // static, right-to-left
  '/locations/norwich',
  '/areascovered',
  '/contact',
  '/blogs', // rendered per request
  '/career',
  '/terms-and-conditions',
  '/no-such-page', // 404
];

test.describe('Content-Security-Policy', () => {
  test.describe.configure({ timeout: 180_000 });
  test.beforeEach(async ({ page, baseURL }) => acceptCookies(page, baseURL));

  test('public pages load with no CSP violation and still hydrate', async ({ page, expectHttpError }) => {
    // The missing page, under the language the visits before it remembered.
    expectHttpError(404, /^(\/(fr|ar))?\/no-such-page$/);
    const collect = await watchViolations(page);
    // Hydrated (so Next's inline scripts ran): the quote dialog opens from the header. Checked first, in English,
    // before a prefixed page sets the locale cookie.
    await visit(page, '/contact');
    await page.getByRole('button', { name: 'Get a quote' }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    for (const path of PUBLIC_PAGES) await visit(page, path);
    const { events, console } = await collect();
    expect(events, JSON.stringify(events)).toEqual([]);
    expect(console).toEqual([]);
  });

  test('a blog post (built on its first request, then served from cache) and the franchise page with its map', async ({
    page,
    request,
  }) => {
    const collect = await watchViolations(page);
    const list = await request.post('/api/Blog/Blogs', { data: { pageNumber: 1, pageSize: 1 } });
    const [post] = ((await list.json()) as { data: { id: string }[] }).data;
    expect(post).toBeTruthy();
    await visit(page, `/blogs/${post!.id}`);
    await visit(page, `/blogs/${post!.id}`);
    await visit(page, '/franchise');
    await page.getByRole('link', { name: 'View larger map' }).scrollIntoViewIfNeeded();
    const map = page.locator('iframe[src*="openstreetmap.org"]');
    await expect(map).toBeVisible();
    // The map is allowed by frame-src; this machine may have no network, so only the policy is checked.
    await page.waitForTimeout(500);
    const { events, console } = await collect();
    expect(events, JSON.stringify(events)).toEqual([]);
    expect(console).toEqual([]);
  });

  test('sign-in screens and the back office', async ({ page }) => {
    const collect = await watchViolations(page);
    await visit(page, '/auth/jwt/register');
    await visit(page, '/auth/jwt/forgot-password');
    await visit(page, '/auth/jwt/login?returnTo=%2Fdashboard');
    await signIn(page, DEMO.admin);
    await expect(page.getByTestId('user-role')).toHaveText('Administrator');
    const dashboard = await page.goto('/dashboard');
    checkPolicy(dashboard!.headers()['content-security-policy'] ?? null);
    const { events, console } = await collect();
    expect(events, JSON.stringify(events)).toEqual([]);
    expect(console).toEqual([]);
  });

  test('the API and pages refuse control characters in the address', async ({ request }) => {
    expect((await request.get('/blogs?category=%00')).status()).toBe(400);
    expect((await request.get('/api/files/cv/x%00.pdf')).status()).toBe(400);
  });
});

test("the API answers its contract's mixed-case paths as it answers lower-case ones; an unknown call is a 404", async ({
  request,
}) => {
  // The API's one route matches a declared path in any letter case (lib/server/http/dispatch.ts), on the standard
  // server with nothing in front of it.
  for (const path of ['/api/Blog/Blogs', '/api/blog/blogs', '/api/BLOG/BLOGS']) {
    const res = await request.post(path, { data: { pageNumber: 1, pageSize: 1 } });
    expect(res.status(), path).toBe(200);
    expect(((await res.json()) as { data: unknown[] }).data, path).toHaveLength(1);
  }
  expect((await request.post('/api/Blog/NoSuchCall', { data: {} })).status()).toBe(404);
  // A write in the contract's spelling is stored, and read back through another mixed-case call with a parameter.
  const login = await request.post('/api/Auth/Login', {
    data: { username: 'admin@demo.cleaning.test', password: 'Clean-Demo-2026' },
  });
  expect(login.status()).toBe(200);
  const headers = { Authorization: `Bearer ${((await login.json()) as { accessToken: string }).accessToken}` };
  const id = crypto.randomUUID();
  const email = `mixed-case-${id}@example.test`;
  const sent = await request.post('/api/Enquiry/CreateEnquiry', {
    data: {
      id,
      name: 'Mixed Case',
      email,
      phone: '07700 900123',
      address: '1 Case Street',
      postCode: 'NR1 1AA',
      messageDescription: 'Contract casing.',
    },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const read = await request.get(`/api/Enquiry/getenquirybyid?id=${id}`, { headers });
  expect(read.status()).toBe(200);
  expect(((await read.json()) as { email: string }).email).toBe(email);
});
