import type { Page } from '@playwright/test';
import { flattenNav, navFor } from '@/lib/dashboard/nav';
import type { Role } from '@/lib/roles';
import { DEMO_ROLES, ROLE_LABEL, roleState } from './support/auth';
import { expect, test } from './support/fixtures';

// Every menu entry of every role opens a built screen: no "coming soon", no error page, no script error. The entries
// are read from the page (the side menu and the account menu), and the side menu must offer exactly what the nav
// config gives the role, so an entry added to either is walked. Read-only: it only opens pages.

test.describe.configure({ timeout: 240_000 });

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 1024;
const ERROR_TITLES = /coming soon|No permission|Page not found|Something went wrong/i;

/** The dashboard paths the menus on the page link to: the side menu (the drawer on a phone) and the account menu. */
async function menuPaths(page: Page) {
  if (isPhone(page)) await page.getByRole('button', { name: 'Open the menu' }).click();
  const nav = page.getByRole(isPhone(page) ? 'dialog' : 'complementary').getByRole('navigation', { name: 'Main menu' });
  await expect(nav.getByRole('link').first()).toBeAttached();
  const hrefs = (locator: ReturnType<Page['locator']>) =>
    locator.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  const side = await hrefs(nav.locator('a[href^="/dashboard"]'));
  if (isPhone(page)) await page.keyboard.press('Escape');
  const account = await hrefs(page.locator('header details a[href^="/dashboard"]'));
  return { side: [...new Set(side)], all: [...new Set([...side, ...account])] };
}

for (const role of DEMO_ROLES) {
  test.describe(`as the ${ROLE_LABEL[role]}`, () => {
    test.use({ storageState: roleState(role) });

    test('the side menu offers exactly the entries the nav config gives the role', async ({ page }) => {
      await page.goto('/dashboard/app');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const { side } = await menuPaths(page);
      // The demo users belong to the head office (the Super Administrator to no company: headOffice is moot).
      const leaves = flattenNav(navFor(ROLE_LABEL[role] as Role, { headOffice: true }))
        .filter((e) => !e.item.children?.length && !e.item.external)
        .map((e) => e.item.path);
      expect(side.sort()).toEqual([...new Set(leaves)].sort());
    });

    // A page error on any screen, a hydration mismatch included, fails the walk: the shared fixture.
    test('every menu entry opens a built screen', async ({ page }, testInfo) => {
      // Office staff are walked at desktop size; the Cleaner and the Client, who work from phones, at both.
      test.skip(
        testInfo.project.name !== 'desktop' && role !== 'cleaner' && role !== 'client',
        'office staff at 1280 px; their menu at 390 px is checked above',
      );
      await page.goto('/dashboard/app');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const { all } = await menuPaths(page);
      for (const path of all) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBeLessThan(400);
        const heading = page.getByRole('heading', { level: 1 }).first();
        await expect(heading, path).toBeVisible({ timeout: 20_000 });
        await expect(heading, path).not.toHaveText(ERROR_TITLES);
        await expect(page.getByText(/is coming soon/i), path).toHaveCount(0);
        expect(new URL(page.url()).pathname, path).not.toMatch(/^\/dashboard\/(403|404|500)$/);
      }
    });

    // As people move: one page load, then a click on each side-menu entry in turn (client-side navigation). Once, at
    // desktop size, where the side menu stays open between clicks.
    test('every side-menu entry opens its screen when clicked', async ({ page }, testInfo) => {
      test.skip(testInfo.project.name !== 'desktop', 'once, at 1280 px');
      await page.goto('/dashboard/app');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const { side } = await menuPaths(page);
      for (const path of side) {
        if (isPhone(page)) await page.getByRole('button', { name: 'Open the menu' }).click();
        const menu = page.getByRole(isPhone(page) ? 'dialog' : 'complementary');
        const link = menu.getByRole('navigation', { name: 'Main menu' }).locator(`a[href="${path}"]`).first();
        // A group's entries show once the group is open: open it by its own button when the link is hidden.
        if (!(await link.isVisible())) await link.locator('xpath=ancestor::details[1]/summary').click();
        await link.click();
        await expect(page, path).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
        const heading = page.getByRole('heading', { level: 1 }).first();
        await expect(heading, path).toBeVisible({ timeout: 20_000 });
        await expect(heading, path).not.toHaveText(ERROR_TITLES);
      }
    });
  });
}
