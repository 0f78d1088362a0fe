import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { APIRequestContext, Page, Response, TestInfo } from '@playwright/test';
import { expectNoA11yViolations } from './support/a11y';
import { acceptCookies } from './support/public';
import { firstVisitScripts } from './support/scripts';
import { expect, test, unique } from './support/fixtures';

// Book online (issue 28): the public flow against the real engines and the seeded head office (NR1–NR18).

/** Every script the page downloads from now on, with its gzip size, to tell the booking flow's chunks from the rest. */
function recordScripts(page: Page) {
  const scripts: { url: string; gzip: number; flow: boolean }[] = [];
  const pending: Promise<void>[] = [];
  const unreadable: string[] = [];
  page.on('response', (res: Response) => {
    if (res.request().resourceType() !== 'script') return;
    pending.push(
      res
        .body()
        .then((body) => {
          // Only the flow's modules call the booking API: its chunks are the ones naming the quote endpoint.
          scripts.push({
            url: res.url(),
            gzip: gzipSync(body, { level: 6 }).length,
            flow: body.includes('/api/booking/quote'),
          });
        })
        // A body that cannot be read fails the measure: counted as nothing it would let any budget pass.
        .catch((error: unknown) => void unreadable.push(`${res.url()}: its body could not be read (${String(error)})`)),
    );
  });
  const settled = async () => {
    await Promise.all(pending.splice(0));
    if (unreadable.length) throw new Error(unreadable.join('\n'));
  };
  return { scripts, settled };
}
const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** Screenshots kept for reading (390 px and 1280 px) under test-results/e2e-<port>/screens, and in the report. */
async function snap(page: Page, testInfo: TestInfo, name: string) {
  const dir = path.join(testInfo.project.outputDir, 'screens');
  await mkdir(dir, { recursive: true });
  const body = await page.screenshot({ fullPage: true, path: `${dir}/${name}-${page.viewportSize()?.width}.png` });
  await testInfo.attach(`${name}-${page.viewportSize()?.width}`, { body, contentType: 'image/png' });
}

const addDays = (iso: string, n: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const dayLabel = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${iso}T12:00:00Z`),
  );
const londonToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());

/**
 * A house clean needs a team of two on the rota together: two cleaners of the test's own, on the rota all day on a day
 * of the test's own (the demo rota never has two free at once), so the journey finds free times without touching
 * anyone else's data.
 */
async function rotaForTwo(request: APIRequestContext, token: string, testInfo: TestInfo, date: string) {
  const headers = { Authorization: `Bearer ${token}` };
  for (const label of ['teamA', 'teamB']) {
    const lastName = unique(testInfo, label);
    const user = await request.post('/api/user/createUser', {
      headers,
      data: {
        email: `${lastName}@example.test`,
        firstName: 'Team',
        lastName,
        role: 'Cleaner',
        password: 'Bright-Mop-Harbour-58',
      },
    });
    expect(user.status(), await user.text()).toBe(201);
    const { id } = (await user.json()) as { id: string };
    const shift = await request.post('/api/rota/createrota', {
      headers,
      data: { cleanerId: id, date, startTime: '08:00', endTime: '18:00', site: 'Norwich round' },
    });
    expect(shift.status(), await shift.text()).toBe(201);
  }
}

test('a visitor books a house clean for a Norwich postcode from the service page; the e-mail is in the outbox and the office sees it marked Online', async ({
  page,
  pageAs,
  api,
  isMobile,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  // Desktop and phone run at once against one database: each books on a day of its own.
  const date = addDays(londonToday(), isMobile ? 29 : 30);
  const token = await api.token('admin');
  await rotaForTwo(request, token, testInfo, date);
  await acceptCookies(page, testInfo.project.use.baseURL);
  const recorded = recordScripts(page);
  await page.goto('/services/house-cleaning');
  await page.waitForLoadState('networkidle');
  await recorded.settled();
  // The service page carries a link to the flow, not the flow: none of its code is fetched until the visitor asks.
  expect(recorded.scripts.filter((s) => s.flow)).toEqual([]);
  const servicePage = recorded.scripts.reduce((sum, s) => sum + s.gzip, 0);
  const before = recorded.scripts.length;

  await page.getByRole('link', { name: 'Book House Cleaning online' }).click();
  await expect(page).toHaveURL(/\/book\?service=house$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Where is the clean?' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await recorded.settled();
  expect(
    recorded.scripts.filter((s) => s.flow),
    'the flow waits for the visitor to start',
  ).toEqual([]);
  const bookPage = recorded.scripts.slice(before).reduce((sum, s) => sum + s.gzip, 0);
  await snap(page, testInfo, 'booking-1-postcode');
  await expectNoA11yViolations(page);

  await page.getByLabel('Your postcode').fill('nr2 1ab');
  await page.getByRole('button', { name: 'Check my area' }).click();
  const heading = page.getByRole('heading', { level: 2, name: 'What do you need?' });
  await expect(heading).toBeFocused();
  await recorded.settled();
  const flow = recorded.scripts.filter((s) => s.flow);
  expect(flow.length).toBeGreaterThan(0);
  const flowKiB = recorded.scripts.slice(before).reduce((sum, s) => sum + s.gzip, 0) - bookPage;
  testInfo.annotations.push({
    type: 'javascript',
    description: `service page ${kib(servicePage)} KiB gzip; /book page on navigation +${kib(bookPage)} KiB; booking flow on start +${kib(flowKiB)} KiB`,
  });
  console.log(
    `[booking js ${testInfo.project.name}] service page ${kib(servicePage)} KiB, /book navigation +${kib(bookPage)} KiB, flow on start +${kib(flowKiB)} KiB`,
  );

  await expect(page.getByRole('radio', { name: 'House Cleaning' })).toBeChecked();
  await expect(page.getByText(/covers NR2 1AB/)).toBeVisible();
  await page.getByRole('button', { name: 'More: Bedrooms' }).click();
  await page.getByRole('checkbox', { name: 'Oven clean' }).check();
  const total = page.getByTestId('booking-total').first();
  await expect(total).toHaveText(/^£\d/);
  await expect(page.getByRole('button', { name: 'Continue' })).toBeEnabled();
  await snap(page, testInfo, 'booking-2-service');
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'When should we come?' })).toBeFocused();
  // A week at a time from today: the test's day is four weeks on.
  for (let week = 0; week < 4; week += 1) await page.getByRole('button', { name: 'Next week' }).click();
  const days = page.getByRole('group', { name: 'Day' });
  await days
    .locator('label')
    .filter({ hasText: dayLabel(date) })
    .click();
  await expect(days.getByRole('radio', { name: new RegExp(`^${dayLabel(date)}`) })).toBeChecked();
  const times = page.getByRole('group', { name: /^Start time on/ });
  await times.locator('label').first().click();
  await expect(times.getByRole('radio').first()).toBeChecked();
  await snap(page, testInfo, 'booking-3-time');
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Your details' })).toBeFocused();
  const email = `${unique(testInfo, 'booker')}@example.test`;
  const main = page.getByRole('main');
  // No message before the visitor has tried to go on.
  await expect(main.getByText('Email is required')).toHaveCount(0);
  await main.getByLabel(/Full name/).fill('Olivia Booker');
  await main.getByLabel(/Email address/).fill(email);
  await main.getByLabel(/Phone number/).fill('07700 900555');
  const street = `${unique(testInfo, 'street')} Unthank Road`;
  await main.getByLabel(/House number and street/).fill(street);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Check and confirm' })).toBeFocused();
  await expect(page.getByText(`${street}, NR2 1AB`)).toBeVisible();
  await snap(page, testInfo, 'booking-4-confirm');
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'You are booked!' })).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: email })).toBeVisible();
  await snap(page, testInfo, 'booking-5-done');
  await expectNoA11yViolations(page);

  // The confirmation e-mail is in the outbox.
  await expect
    .poll(async () => {
      const res = await page.request.get(
        `/api/mail/mails?pageNumber=1&pageSize=10&search=${encodeURIComponent(email)}`,
        { headers: { Authorization: `Bearer ${token}` } },
      );
      return ((await res.json()) as { data: unknown[] }).data.length;
    })
    .toBeGreaterThan(0);

  // The office's week calendar shows the job on its day, marked Online.
  const office = await pageAs('admin');
  await office.goto(`/dashboard/job/list?view=week&week=${date}&search=${encodeURIComponent(street)}`);
  const block = office.getByTestId('week-job').filter({ hasText: street }).filter({ visible: true });
  await expect(block.getByTestId('online-badge')).toHaveText(/Online/);
  await snap(office, testInfo, 'booking-6-office-week');
});

test('outside every territory the visitor gets the enquiry form, holding what they gave', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'once, at 1280 px');
  await acceptCookies(page, testInfo.project.use.baseURL);
  await page.goto('/book?service=carpet');
  await page.getByLabel('Your postcode').fill('EH1 1AA');
  await page.getByRole('button', { name: 'Check my area' }).click();
  await expect(page.getByRole('heading', { level: 2, name: "We can't book EH1 1AA online yet" })).toBeFocused();
  const form = page.locator('main form');
  await expect(form.getByLabel('Postcode', { exact: true })).toHaveValue('EH1 1AA');
  await expect(form.getByLabel('How can we help?')).toHaveValue(
    /Online booking request for postcode EH1 1AA\nService: Carpet Cleaning/,
  );
  await expect(form.getByRole('button', { name: 'Send enquiry' })).toBeVisible();
  await snap(page, testInfo, 'booking-fallback');
  await expectNoA11yViolations(page);
});

test('the Arabic booking page reads right to left and passes axe', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'once, at 390 px');
  await acceptCookies(page, testInfo.project.use.baseURL);
  await page.goto('/ar/book');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 2, name: 'أين التنظيف؟' })).toBeVisible();
  await page.getByLabel('رمزك البريدي').fill('NR2 1AB');
  await page.getByRole('button', { name: 'تحقق من منطقتي' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'ماذا تحتاج؟' })).toBeFocused();
  await snap(page, testInfo, 'booking-ar');
  await expectNoA11yViolations(page);
});

test('the header, the home page and every service page lead to the booking page', async ({
  page,
  isMobile,
}, testInfo) => {
  await acceptCookies(page, testInfo.project.use.baseURL);
  await page.goto('/');
  await expect(page.locator('main').getByRole('link', { name: 'Book online now' })).toHaveAttribute('href', '/book');
  if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('link', { name: 'Book online', exact: true }).filter({ visible: true }).first().click();
  await expect(page).toHaveURL(/\/book$/);
  // Every service page of SPEC's site map, each with the service it preselects.
  for (const [slug, key] of [
    ['apartment-cleaning', 'apartment'],
    ['carpet-cleaning', 'carpet'],
    ['commercial-cleaning', 'commercial'],
    ['construction-cleaning', 'construction'],
    ['end-of-tenancy-cleaning', 'tenancy'],
    ['home-removal', 'removal'],
    ['house-cleaning', 'house'],
    ['office-cleaning', 'office'],
  ]) {
    const res = await page.request.get(`/fr/services/${slug}`);
    expect(await res.text()).toContain(`href="/fr/book?service=${key}"`);
  }
});

test("the booking page and a service page stay within the public pages' 115 KiB until the visitor starts to book", async ({
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the same chunks at every size: measured once');
  for (const path of ['/services/house-cleaning', '/book']) {
    // A fresh context per page: an empty cache, as a first visit has.
    const context = await browser.newContext();
    const page = await context.newPage();
    const recorded = recordScripts(page);
    const { gzipKiB } = await firstVisitScripts(page, path);
    // Nothing fetches the flow behind the visitor's back, not even once the page has loaded and gone idle.
    await page.waitForLoadState('networkidle');
    await recorded.settled();
    await context.close();
    console.log(
      `[booking js] ${path}: ${gzipKiB.toFixed(1)} KiB gzip before the load event, ${kib(recorded.scripts.reduce((n, s) => n + s.gzip, 0))} KiB once idle`,
    );
    expect(
      recorded.scripts.filter((s) => s.flow),
      path,
    ).toEqual([]);
    expect(gzipKiB, path).toBeLessThanOrEqual(115);
  }
});
