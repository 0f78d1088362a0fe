// Issue 29, items 3–5 at both sizes: a Cleaner makes their calendar address on the profile screen and the feed it names
// shows their visit (and stops at once when turned off); a Client rates a signed-off visit and the low rating shows on
// the Administrator's overview; the Cleaner's "On my way" tap. Each test creates its own cleaner and visits.
import type { APIRequestContext, Browser, Page, TestInfo } from '@playwright/test';
import { expectNoA11yViolations } from './support/a11y';
import { roleState } from './support/auth';
import { expect, test, unique } from './support/fixtures';
import { cardOf, expectNoSidewaysScroll, shot } from './support/page';

test.use({ reducedMotion: 'reduce', storageState: roleState('admin') });
test.describe.configure({ timeout: 180_000 });

const PASSWORD = 'Bright-Mop-Harbour-58';

async function ok<T>(res: Awaited<ReturnType<APIRequestContext['post']>>) {
  expect(res.ok(), `${res.url()} ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

async function newCleaner(request: APIRequestContext, token: string, testInfo: TestInfo) {
  const lastName = unique(testInfo, 'feed').replace(/[^a-z0-9]/gi, '');
  const email = `${lastName}@example.test`;
  const user = await ok<{ id: string }>(
    await request.post('/api/user/createUser', {
      headers: { Authorization: `Bearer ${token}` },
      data: { email, firstName: 'Rhona', lastName, role: 'Cleaner', password: PASSWORD },
    }),
  );
  return { id: user.id, email, name: `Rhona ${lastName}` };
}

async function signInAs(browser: Browser, email: string, returnTo: string): Promise<Page> {
  const context = await browser.newContext({
    ...test.info().project.use,
    storageState: undefined,
    reducedMotion: 'reduce',
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const page = await context.newPage();
  await page.goto(`/auth/jwt/login?returnTo=${encodeURIComponent(returnTo)}`);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(returnTo);
  return page;
}

async function demoClientId(request: APIRequestContext, headers: Record<string, string>) {
  const clients = await ok<{ data: { id: string; email: string }[] }>(
    await request.post('/api/user/users', { headers, data: { role: 'Client', search: 'client@demo.cleaning.test' } }),
  );
  return clients.data.find((u) => u.email === 'client@demo.cleaning.test')!.id;
}

test("a Cleaner's calendar address on the profile screen gives a feed with their visit, until it is turned off", async ({
  browser,
  request,
  api,
}, testInfo) => {
  const token = await api.token('admin');
  const headers = { Authorization: `Bearer ${token}` };
  const cleaner = await newCleaner(request, token, testInfo);
  const title = `Feed visit ${cleaner.name}`;
  await ok(
    await request.post('/api/job/createjob', {
      headers,
      data: {
        title,
        userClientId: await demoClientId(request, headers),
        teamIds: [cleaner.id],
        scheduledDate: '2031-10-26',
        startTime: '10:00',
        durationMinutes: 90,
        location: '7 Church Street, Wymondham',
      },
    }),
  );

  const me = await signInAs(browser, cleaner.email, '/dashboard/user/profile');
  const card = cardOf(me, 'Calendar subscription');
  await expect(card.getByText('You have no calendar address yet.')).toBeVisible();
  await card.getByRole('button', { name: 'Create my calendar address' }).click();
  await expect(me.getByText('Calendar address ready')).toBeVisible();
  const field = card.getByLabel('Your private calendar address');
  const url = await field.inputValue();
  expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  await expect(card.getByRole('link', { name: 'Open in calendar app' })).toHaveAttribute(
    'href',
    url.replace(/^http:/, 'webcal:'),
  );
  await card.getByRole('button', { name: 'Copy address' }).click();
  await expect(me.getByText('Address copied')).toBeVisible();
  await expectNoSidewaysScroll(me);
  await shot(me, testInfo, 'profile-calendar');
  await expect(me.getByText('Address copied')).toBeHidden();
  await expectNoA11yViolations(me);

  // The feed, with no session: the visit in London time (26 Oct 2031 is the day after the clock goes back) and its address.
  const feed = await request.get(url, { headers: { cookie: '' } });
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const text = await feed.text();
  expect(text).toContain(`SUMMARY:${title}`);
  expect(text).toContain('DTSTART;TZID=Europe/London:20311026T100000');
  expect(text).toContain('DTEND;TZID=Europe/London:20311026T113000');
  expect(text.replace(/\r\n /g, '')).toContain('LOCATION:7 Church Street\\, Wymondham');
  expect(text).toContain(`Team: ${cleaner.name}`);

  // Turned off: the address answers 404 at once.
  await card.getByRole('button', { name: 'Turn off' }).click();
  await me.getByRole('alertdialog').getByRole('button', { name: 'Turn off' }).click();
  await expect(me.getByText('Calendar address turned off')).toBeVisible();
  expect((await request.get(url)).status()).toBe(404);
  await me.context().close();
});

test('a Client rates a signed-off visit, and a low rating shows on the Administrator’s overview', async ({
  page,
  pageAs,
  request,
  api,
}, testInfo) => {
  const token = await api.token('admin');
  const headers = { Authorization: `Bearer ${token}` };
  const stamp = unique(testInfo, 'rating').replace(/[^a-z0-9]/gi, '');
  const title = `Rated visit ${stamp}`;
  const job = await ok<{ id: string }>(
    await request.post('/api/job/createjob', {
      headers,
      data: {
        title,
        userClientId: await demoClientId(request, headers),
        scheduledDate: '2024-02-01',
        startTime: '09:00',
      },
    }),
  );
  await ok(
    await request.post('/api/jobsigned/createjobsigned', {
      headers,
      data: { jobId: job.id, signerName: 'Oliver Bennett', signatureImage: 'data:image/png;base64,iVBORw0KGgo=' },
    }),
  );

  const client = await pageAs('client');
  await client.goto(`/dashboard/job/${job.id}`);
  const card = cardOf(client, 'Rate your visit');
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Send rating' }).click();
  await expect(card.getByText('Choose from 1 to 5 stars')).toBeVisible();
  // The stars are labels around visually hidden radios: a tap on the star picks it.
  await card.locator('label').filter({ hasText: '2 stars' }).click();
  await expect(card.getByRole('radio', { name: '2 stars' })).toBeChecked();
  await expect(card.getByLabel('You may quote my comment on your website')).toHaveCount(0);
  await card.getByLabel('Tell us about it (optional)').fill(`The bathroom was missed (${stamp})`);
  await expectNoSidewaysScroll(client);
  await expectNoA11yViolations(client);
  await card.getByRole('button', { name: 'Send rating' }).click();
  await expect(client.getByText('Thank you for your rating')).toBeVisible();
  const given = cardOf(client, 'Your rating');
  await expect(given.getByText('Rated 2 out of 5')).toBeVisible();
  await shot(client, testInfo, 'client-rated');

  await page.goto('/dashboard/app');
  const alert = page.getByTestId('low-ratings');
  await expect(alert.getByRole('link', { name: title })).toBeVisible();
  await expect(alert.getByText(`The bathroom was missed (${stamp})`)).toBeVisible();
  await expectNoSidewaysScroll(page);
  await shot(page, testInfo, 'admin-overview');
  await expectNoA11yViolations(page);
});

test('the testimonials list and a Cleaner’s “On my way”', async ({
  page,
  browser,
  request,
  api,
  expectHttpError,
}, testInfo) => {
  // The second tap within the wait is refused (429) and says when it can be sent again.
  expectHttpError(429, '/api/job/onmyway');
  const token = await api.token('admin');
  const headers = { Authorization: `Bearer ${token}` };
  // A 5 given with consent is offered to the office (not published here: the public carousel is everyone's).
  const stamp = unique(testInfo, 'quote').replace(/[^a-z0-9]/gi, '');
  const rated = await ok<{ id: string }>(
    await request.post('/api/job/createjob', {
      headers,
      data: { title: `Five stars ${stamp}`, userClientId: await demoClientId(request, headers) },
    }),
  );
  await ok(
    await request.post('/api/jobsigned/createjobsigned', {
      headers,
      data: { jobId: rated.id, signerName: 'Oliver Bennett', signatureImage: 'data:image/png;base64,iVBORw0KGgo=' },
    }),
  );
  await ok(
    await request.post('/api/rating/createrating', {
      headers: { Authorization: `Bearer ${await api.token('client')}` },
      data: { jobId: rated.id, rating: 5, comment: `Spotless and friendly (${stamp})`, testimonialConsent: true },
    }),
  );
  await page.goto(`/dashboard/testimonials?search=${stamp}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Testimonials' })).toBeVisible();
  await expect(page.getByText(`“Spotless and friendly (${stamp})”`)).toBeVisible();
  // The visit's column is there from 768 px; a phone shows the words, who and the status.
  if (testInfo.project.name === 'desktop')
    await expect(page.getByRole('link', { name: `Five stars ${stamp}` })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await shot(page, testInfo, 'testimonials');
  await expectNoA11yViolations(page);

  const cleaner = await newCleaner(request, token, testInfo);
  const job = await ok<{ id: string }>(
    await request.post('/api/job/createjob', {
      headers,
      data: {
        title: `On my way ${cleaner.name}`,
        userClientId: await demoClientId(request, headers),
        teamIds: [cleaner.id],
        location: '3 Mill Road, Norwich',
      },
    }),
  );
  const me = await signInAs(browser, cleaner.email, `/dashboard/job/${job.id}`);
  await me.getByRole('button', { name: 'On my way' }).click();
  await expect(me.getByText(/^Client told you are on your way \(\d\d:\d\d\)$/)).toBeVisible();
  await expect(me.getByText(/^Sent at \d\d:\d\d$/)).toBeVisible();
  await me.getByRole('button', { name: 'On my way' }).click();
  await expect(me.getByText(/you can send again in \d+ min/)).toBeVisible();
  await expectNoSidewaysScroll(me);
  await shot(me, testInfo, 'on-my-way');
  await me.context().close();
});
