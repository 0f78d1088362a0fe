import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { expectNoA11yViolations } from './support/a11y';
import { roleState } from './support/auth';
import { expect, test } from './support/fixtures';
import { expectNoSidewaysScroll } from './support/page';

// The franchise network (issue 38), as the head office's Super Administrator: compare two offices, follow one's
// trend, export the figures, and download a royalty statement. Read-only on the seeded demo network, so it runs at
// both sizes without touching what other journeys read.

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
