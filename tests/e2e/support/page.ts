import { expect, type Page, type TestInfo } from '@playwright/test';

/** The page is no wider than the screen: nothing makes a phone scroll sideways. */
export async function expectNoSidewaysScroll(page: Page) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
}

/** A back-office card (a <section> with its title as a heading). */
export const cardOf = (page: Page, title: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: title }) });

/** A full-page screenshot in the test's output folder, named after the size it ran at. */
export const shot = async (page: Page, testInfo: TestInfo, name: string) =>
  page.screenshot({ path: testInfo.outputPath(`${name}-${testInfo.project.name}.png`), fullPage: true });
