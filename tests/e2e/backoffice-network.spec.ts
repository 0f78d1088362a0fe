import { randomUUID } from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { expectNoA11yViolations } from './support/a11y';
import { roleState } from './support/auth';
import { expect, test } from './support/fixtures';
import { expectNoSidewaysScroll } from './support/page';
import { unique } from './support/public';

// The franchise network (issue 38), as the head office's Super Administrator: compare two offices, follow one's
// trend, export the figures, and download a royalty statement (read-only on the seeded demo network); then open an
// office from a franchise lead of its own, and sign in as that office's new administrator from the invitation.

test.use({ storageState: roleState('superadmin'), reducedMotion: 'reduce' });
test.describe.configure({ timeout: 180_000 });

const LYNN = "Brightside King's Lynn";
const YARMOUTH = 'Brightside Great Yarmouth & Lowestoft';

/** Screenshots kept for reading (390 px and 1280 px) under test-results, besides the report's attachments. */
async function shot(page: Page, testInfo: TestInfo, name: string) {
  const dir = path.resolve('test-results', 'network-screens');
  await mkdir(dir, { recursive: true });
  const body = await page.screenshot({ fullPage: true, path: `${dir}/${name}-${page.viewportSize()?.width}.png` });
  await testInfo.attach(`${name}-${page.viewportSize()?.width}`, { body, contentType: 'image/png' });
}

test('the Super Administrator compares two offices and exports the network', async ({ page }, testInfo) => {
  await page.goto('/dashboard/network');
  await expect(page.getByRole('heading', { level: 1, name: 'Network overview' })).toBeVisible();
  await page.getByLabel('Period').selectOption('lastMonth');
  await expect(page).toHaveURL(/period=lastMonth/);
  const table = page.getByRole('table', { name: /Each office's figures/ });
  await expect(table.getByRole('rowheader', { name: LYNN })).toBeVisible();
  await expect(table.getByRole('rowheader', { name: YARMOUTH })).toBeVisible();
  await expect(table.getByRole('rowheader', { name: 'Whole network' })).toBeVisible();

  // Sorting by revenue paid puts the larger office first; again, the other way.
  await table.getByRole('button', { name: 'Revenue paid' }).click();
  await expect(page).toHaveURL(/sortBy=paidPence/);
  const offices = table.locator('tbody th');
  await expect(offices.first()).toContainText(YARMOUTH);
  await table.getByRole('button', { name: 'Revenue paid' }).click();
  await expect(page).toHaveURL(/sortOrder=asc/);
  await expect(offices.last()).toContainText(YARMOUTH);

  // One office's trend, month by month, with its table beside the chart.
  await table.getByRole('button', { name: LYNN }).click();
  await expect(page).toHaveURL(/office=/);
  await expect(page.getByRole('table', { name: `Revenue paid by month: ${LYNN}` })).toHaveCount(1);
  await expect(page.getByRole('table', { name: `Revenue paid by month: ${LYNN}` })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoA11yViolations(page);
  await shot(page, testInfo, 'overview');

  // A custom period ending before it starts is refused under the date, before any call.
  await page.getByLabel('Period').selectOption('custom');
  await page.getByLabel(/^From/).fill('2026-03-01');
  await page.getByLabel(/^To/).fill('2026-01-01');
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(page.getByText('The end date must be on or after the start date')).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const csv = await readFile(await (await download).path());
  expect(csv.toString('utf8')).toContain(LYNN);
});

test('the Super Administrator downloads an office’s royalty statement', async ({ page }, testInfo) => {
  await page.goto('/dashboard/network/statements');
  await expect(page.getByRole('heading', { level: 1, name: 'Royalty statements' })).toBeVisible();
  await page.getByRole('searchbox').fill('Lynn');
  await expect(page).toHaveURL(/search=Lynn/);
  await expect(page.getByRole('table').getByText(LYNN).first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoA11yViolations(page);
  await shot(page, testInfo, 'statements');

  await page
    .getByRole('button', { name: new RegExp(`^Actions for ${LYNN}`) })
    .first()
    .click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Download PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^royalty-statement-brightside-king-s-lynn-\d{4}-\d{2}-v1\.pdf$/);
  expect((await readFile(await file.path())).subarray(0, 5).toString()).toBe('%PDF-');

  await page.goto('/dashboard/network/territories');
  await expect(page.getByRole('heading', { level: 1, name: 'Territories across the network' })).toBeVisible();
  await expect(page.getByText(/covered · \d+ gaps · 0 overlaps/)).toBeVisible();
  await expectNoSidewaysScroll(page);
  await shot(page, testInfo, 'territories');
});

test('the head office opens an office from a franchise lead; its administrator signs in from the invitation', async ({
  page,
  browser,
}, testInfo) => {
  // A lead of this run, from a district no office covers (a valid outcode made for the run, never a real one).
  const tag = unique(testInfo, 'office');
  const email = `${tag}@example.test`;
  const letters = 'ABCDEFGHJKLMNOPRSTUWY';
  const district = `Z${letters[Math.floor(Math.random() * letters.length)]}${10 + Math.floor(Math.random() * 90)}`;
  const leadId = randomUUID();
  const lead = await page.request.post('/api/franchise/createFranchise', {
    data: {
      id: leadId,
      firstName: 'Nia',
      lastName: 'Okafor',
      phone: '01553 555 0199',
      address: '3 Tuesday Market Place',
      postCode: `${district} 1AB`,
      email,
      messageDescription: 'I would like to run the Brightside office for my town.',
    },
  });
  expect(lead.ok()).toBe(true);

  // On the lead, "Office opened" is never offered by hand: only opening the office sets it.
  await page.goto(`/dashboard/franchise/${leadId}`);
  const statuses = page.getByLabel('Status', { exact: true }).locator('option');
  await expect(statuses).toHaveCount(4);
  expect(await statuses.allTextContents()).not.toContain('Office opened');
  await page.getByRole('link', { name: 'Open an office from this lead' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/network/open\\?lead=${leadId}`));
  await expect(page.getByLabel(/^E-mail \(the invitation goes here\)/)).toHaveValue(email);
  await expect(page.getByLabel(/^Districts/)).toHaveValue(district);
  const name = `Brightside ${tag}`.slice(0, 120);
  await page.getByLabel(/^Office name/).fill(name);
  await page
    .getByLabel(/^Company code/)
    .fill(`Z${Date.now().toString(36).slice(-6)}${testInfo.workerIndex}`.toUpperCase());
  const month = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date()).slice(0, 7);
  await page.getByLabel(/^Terms from the month/).fill(month);
  await page.getByRole('button', { name: 'Check for overlaps' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'No other office covers these districts.' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await shot(page, testInfo, 'open-office');
  await page.getByRole('button', { name: 'Open the office and invite its administrator' }).click();
  await expect(page.getByText(`${name} is open; its administrator has been invited by e-mail`)).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/company\/[0-9a-f-]{36}\/edit/);

  // The invitation, as the outbox holds it (the way journeys read sent mail: the mail API the outbox screen uses).
  let text = '';
  await expect
    .poll(async () => {
      const list = await page.request.get(
        `/api/Mail/Mails?pageNumber=1&pageSize=5&search=${encodeURIComponent(email)}`,
      );
      const mail = ((await list.json()) as { data: { id: string; subject: string }[] }).data.find((m) =>
        m.subject.startsWith('Welcome to the Brightside network'),
      );
      if (!mail) return '';
      text = ((await (await page.request.get(`/api/Mail/GetMailById/${mail.id}`)).json()) as { text: string }).text;
      return text;
    })
    .toContain('Choose your password here');
  const link = new URL(/https?:\/\/\S+/.exec(text)![0]);

  // The new administrator, in a browser of their own: the link, a password, the sign-in, their office's dashboard.
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const invited = await context.newPage();
  await invited.goto(`${link.pathname}${link.search}`);
  await invited.getByLabel('New password', { exact: true }).fill('Franchise-Start-2026');
  await invited.getByLabel('Confirm new password').fill('Franchise-Start-2026');
  await invited.getByRole('button', { name: 'Update password' }).click();
  await invited.getByRole('link', { name: 'Sign in' }).click();
  await invited.getByLabel('Email address').fill(email);
  await invited.getByLabel('Password').fill('Franchise-Start-2026');
  await invited.getByRole('button', { name: 'Login' }).click();
  await expect(invited).toHaveURL(/\/dashboard\/app/);
  await expect(invited.getByRole('heading', { level: 1 })).toBeVisible();
  // A franchise office's administrator is offered their royalty statements (the head office's are not).
  if ((invited.viewportSize()?.width ?? 0) >= 1024)
    await expect(invited.getByRole('complementary').getByRole('link', { name: 'Royalties' })).toBeVisible();
  await invited.goto('/dashboard/company');
  await expect(invited.getByText(name).first()).toBeVisible();
  await shot(invited, testInfo, 'new-office-dashboard');
  await context.close();
});
