import { expect, test } from './support/fixtures';
import { expectNoA11yViolations } from './support/a11y';

test('English home is titled with the brand at the end', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/ \| Brightside Cleaning$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expectNoA11yViolations(page);
});

test('Arabic home renders right-to-left with translated menus', async ({ page }) => {
  await page.goto('/ar');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page).toHaveTitle(/ \| Brightside Cleaning$/);
  await expectNoA11yViolations(page);
});

test('the header bar fits every language, its controls on one line, on a tablet and a laptop', async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'widths of 1024 and 1280 px');
  for (const width of [1024, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    for (const prefix of ['', '/fr', '/vi', '/zh', '/ar']) {
      await page.goto(prefix || '/');
      await page.evaluate(() => document.fonts.ready);
      // How far any visible link or button of the bar reaches past the content box (start side in Arabic), and the
      // tallest of them (a wrapped label is taller than the 44 px target).
      const { over, tallest } = await page.evaluate(() => {
        const bar = document.querySelector('header > div')!;
        const box = bar.getBoundingClientRect();
        const pad = parseFloat(getComputedStyle(bar).paddingInlineEnd);
        const controls = [...bar.querySelectorAll<HTMLElement>('a, button')].filter((e) => e.offsetParent);
        const rtl = document.dir === 'rtl';
        const reach = controls.map((e) =>
          rtl ? box.left + pad - e.getBoundingClientRect().left : e.getBoundingClientRect().right - (box.right - pad),
        );
        return {
          over: Math.max(...reach),
          tallest: Math.max(...controls.map((e) => e.getBoundingClientRect().height)),
        };
      });
      expect(over, `${prefix || '/'} at ${width} px`).toBeLessThanOrEqual(0.5);
      expect(tallest, `${prefix || '/'} at ${width} px`).toBeLessThanOrEqual(44);
    }
  }
});

test('the language menu switches locale, keeps the page and remembers the choice', async ({ page, isMobile }) => {
  await page.goto('/');
  await page.getByRole('button', { name: /^Language/ }).click();
  await page.getByRole('menuitem', { name: 'Français' }).click();
  await expect(page).toHaveURL('/fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('fr');
  const cookie = (await page.context().cookies()).find((c) => c.name === 'NEXT_LOCALE');
  expect(cookie?.value).toBe('fr');
  expect(cookie!.expires * 1000).toBeGreaterThan(Date.now() + 300 * 24 * 3600 * 1000);

  // Coming back to the unprefixed home later lands on the remembered language.
  await page.goto('/');
  await expect(page).toHaveURL('/fr');
  if (!isMobile) await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeVisible();
});

test('unknown public paths answer 404 with the spec text', async ({ page, expectHttpError }) => {
  expectHttpError(404, '/no-such-page');
  const res = await page.goto('/no-such-page');
  expect(res?.status()).toBe(404);
  await expect(page.getByText('Sorry, the page you are looking for does not exist.')).toBeVisible();
  await expect(page).toHaveTitle(/^Page Not Found/);
});
