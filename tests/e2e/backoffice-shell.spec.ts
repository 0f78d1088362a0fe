import type { Page } from '@playwright/test';
import { expectNoA11yViolations } from './support/a11y';
import { DEMO, roleState, signIn } from './support/auth';
import { expect, test, unique } from './support/fixtures';
import { BACK_OFFICE_BUDGET_KIB, firstVisitScripts } from './support/scripts';

// Dialogs and drawers appear in place (the product honours prefers-reduced-motion): a slide-in that headless
// Chromium under load can leave half-way would otherwise make clicks inside it land on the wrong control.
test.use({ reducedMotion: 'reduce' });

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 1024;

/** Opens a menu entry the way a person would: the side menu on a laptop, the drawer on a phone. */
async function openFromMenu(page: Page, parent: string, child?: string) {
  if (isPhone(page)) await page.getByRole('button', { name: 'Open the menu' }).click();
  const nav = page.getByRole(isPhone(page) ? 'dialog' : 'complementary').getByRole('navigation', { name: 'Main menu' });
  if (child) {
    // Parents are native <details>: open it unless it already is.
    const details = nav.locator('details', { has: page.locator('summary', { hasText: parent }) }).last();
    if ((await details.getAttribute('open')) === null) await details.locator('summary').first().click();
    await details.getByRole('link', { name: child, exact: true }).click();
  } else {
    await nav.getByRole('link', { name: parent, exact: true }).click();
  }
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

// Journeys with several axe scans take a while on a busy two-core machine.
test.describe.configure({ timeout: 120_000 });

test.describe('as the Administrator', () => {
  test.use({ storageState: roleState('admin') });

  test('an Administrator creates, finds, edits and deletes a cleaner', async ({ page }, testInfo) => {
    const stamp = unique(testInfo, 'x').replace(/[^a-z0-9]/gi, '');
    const lastName = `Tidy${stamp}`;
    await page.goto('/dashboard');
    await expect(page).toHaveURL('/dashboard/app');
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    await expect(page.getByText('Open enquiries')).toBeVisible();
    await expectNoA11yViolations(page);

    await openFromMenu(page, 'Users', 'Cleaners');
    await expect(page).toHaveURL('/dashboard/user/cleaners');
    await expect(page.getByRole('table', { name: 'Cleaners' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoA11yViolations(page);

    await page.getByRole('link', { name: 'New user' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New user' })).toBeVisible();
    await page.getByRole('button', { name: 'Create user' }).click();
    await expect(page.getByText('First name is required')).toBeVisible();
    await page.getByLabel(/First name/).fill('Nadia');
    await page.getByLabel(/Last name/).fill(lastName);
    await page.getByLabel(/Email address/).fill(`nadia.${stamp}@example.test`);
    await page.getByLabel(/Phone number/).fill('07700 900456');
    await page.getByLabel(/Town or city/).fill('Wymondham');
    await expect(page.getByLabel(/^Role/)).toHaveValue('Cleaner');
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: 'Create user' }).click();
    await expect(page.getByText('User created')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: `Edit Nadia ${lastName}` })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Certificates' })).toBeVisible();

    await page.getByLabel(/Phone number/).fill('07700 900999');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Changes saved')).toBeVisible();

    // Found through search and the filters, with the state in the URL.
    await page.goto('/dashboard/user/cleaners');
    await page.getByRole('searchbox', { name: 'Search' }).fill(lastName);
    await expect(page).toHaveURL(new RegExp(`search=${lastName}`));
    const row = page.getByRole('row', { name: new RegExp(lastName) });
    await expect(row).toBeVisible();
    await expect(row).toContainText('07700 900999');
    await page.getByRole('tab', { name: /Banned/ }).click();
    await expect(page).toHaveURL(/status=banned/);
    await expect(page.getByText('No users match these filters')).toBeVisible();
    await page.goBack();
    await expect(row).toBeVisible();
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(lastName);
    await expect(row).toBeVisible();

    await row.getByRole('button', { name: `Actions for Nadia ${lastName}` }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this user?' });
    await expect(confirm).toContainText(`Nadia ${lastName} will lose access`);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(`Nadia ${lastName} was deleted`)).toBeVisible();
    await expect(page.getByText('No users match these filters')).toBeVisible();
  });

  test('Ctrl+K searches the menu by keyboard', async ({ page }) => {
    await page.goto('/dashboard/app');
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    // The heading is in the server's HTML; the shortcut listens once the header's search trigger has hydrated (React's
    // props on it) and its effect has run (a frame later). A key pressed before that does nothing, as on any page.
    await page.waitForFunction(() => {
      const trigger = document.querySelector('[aria-keyshortcuts="Control+K Meta+K"]');
      return !!trigger && Object.keys(trigger).some((k) => k.startsWith('__reactProps$'));
    });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await expect(dialog.getByText('Please enter keywords')).toBeVisible();
    await page.keyboard.type('qwertyuiop');
    await expect(dialog.getByText('Not Found')).toBeVisible();
    await expect(dialog).toContainText('No results found for “qwertyuiop”');
    await page.getByRole('combobox', { name: 'Search the menu' }).fill('clean');
    await expect(dialog.getByRole('group', { name: 'Management' })).toBeVisible();
    await expect(dialog.getByRole('option', { name: /Users · Cleaners/ })).toHaveAttribute('aria-selected', 'true');
    await expectNoA11yViolations(page);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/dashboard/user/cleaners');
    await expect(dialog).toBeHidden();
  });

  test('unknown back-office paths are 404s; the permission screen reads the same rules', async ({ page }) => {
    await page.goto('/dashboard/no-such-page');
    await expect(page).toHaveURL('/dashboard/404');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await page.goto('/dashboard/permission');
    await expect(page.getByRole('table', { name: 'Access by module and role' })).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test('the back office speaks Arabic right to left', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'NEXT_LOCALE', value: 'ar', url: baseURL! }]);
    await page.goto('/dashboard/app');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { level: 1, name: 'نظرة عامة' })).toBeVisible();
    if (!isPhone(page)) {
      const box = await page.getByRole('complementary').boundingBox();
      expect(box!.x).toBeGreaterThan(600);
    }
    await page.goto('/dashboard/user/list');
    await expect(page.getByRole('table', { name: 'جميع المستخدمين' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoA11yViolations(page);
  });
});

test.describe('the menu layouts', () => {
  test.use({ storageState: roleState('admin') });

  test('a screen inside a menu section is served with that section open: the side menu does not move as it hydrates', async ({
    page,
  }) => {
    test.skip(isPhone(page), 'the side menu shows from 1024 px; phones use the drawer');
    const served = await (await page.request.get('/dashboard/user/list')).text();
    expect(served).toMatch(/<details data-module="\/dashboard\/user" open=""/);
    expect(served).not.toMatch(/<details data-module="\/dashboard\/job" open=""/);

    await page.goto('/dashboard/user/list', { waitUntil: 'domcontentloaded' });
    const side = page.getByRole('complementary').getByRole('navigation', { name: 'Main menu' });
    const jobs = side.locator('summary', { hasText: 'Jobs' });
    const before = await jobs.boundingBox();
    // Hydrated, and NavState has marked the current page: what used to open the section, 184 px above Jobs.
    await expect(side.getByRole('link', { name: 'All', exact: true })).toHaveAttribute('aria-current', 'page');
    expect(await jobs.boundingBox()).toEqual(before);
  });

  test('the side menu collapses to icons with fly-outs, is drawn by the server after a reload, and expands again', async ({
    page,
  }) => {
    test.skip(isPhone(page), 'the side menu shows from 1024 px; phones use the drawer');
    await page.goto('/dashboard/app');
    await page.getByRole('button', { name: 'Collapse the menu' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-layout', 'mini');
    const side = page.getByRole('complementary').getByRole('navigation', { name: 'Main menu' });
    // Drawn in the browser (the page's HTML carried the vertical menu): the Users tile opens its fly-out.
    await side.locator('summary', { hasText: 'Users' }).click();
    // The fly-out shows beside the tile, over the page, not clipped by the side menu's scrolling box.
    const cleaners = side.getByRole('link', { name: 'Cleaners', exact: true });
    await expect(cleaners).toBeVisible();
    expect(
      await cleaners.evaluate((a) => {
        const r = a.getBoundingClientRect();
        return document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2)?.closest('a') === a;
      }),
    ).toBe(true);
    await cleaners.click();
    await expect(page).toHaveURL('/dashboard/user/cleaners');
    await expect(page.getByRole('heading', { level: 1, name: 'Cleaners' })).toBeVisible();

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-layout', 'mini');
    const served = await (await page.request.get('/dashboard/user/cleaners')).text();
    expect(served).toContain('class="nav-tile"');
    expect(served).not.toContain('class="nav-row"');
    await expect(side.locator('summary', { hasText: 'Users' })).toBeVisible();
    await expectNoA11yViolations(page);

    await page.getByRole('button', { name: 'Expand the menu' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-layout', 'vertical');
    await expect(side.getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible();
  });
});

test.describe('what a first visit downloads', () => {
  test.use({ storageState: roleState('admin') });

  test("no sizeable module arrives twice, no screen loads another page's code, and the overview, the users list and the heaviest form stay within the back office's JavaScript budget", async ({
    browser,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the same chunks at every size: measured once');
    // The invoice form is the heaviest screen (react-hook-form on top of the shell; figures in bench/results.md).
    for (const path of ['/dashboard/app', '/dashboard/user/list', '/dashboard/invoice/new']) {
      // A fresh context per screen: an empty cache, as a first visit has.
      const context = await browser.newContext({ storageState: roleState('admin') });
      const page = await context.newPage();
      const { scripts, gzipKiB } = await firstVisitScripts(page, path);
      const owners = new Map<string, { chunks: string[]; size: number }>();
      for (const { url, body } of scripts) {
        const chunk = url.replace(/^.*\/_next\/static\/chunks\//, '');
        // Webpack's chunk format: `{12345:(e,t,r)=>{…},…}`, one entry per module, each up to the next one.
        const code = body.toString();
        const starts = [...code.matchAll(/[{,](\d{2,6}):(?:function\s*\(|\([\w$,]*\)=>|[\w$]+=>)/g)];
        starts.forEach((m, i) => {
          const size = (starts[i + 1]?.index ?? code.length) - m.index!;
          const seen = owners.get(m[1]!) ?? { chunks: [], size };
          owners.set(m[1]!, { chunks: [...seen.chunks, chunk], size: Math.max(seen.size, size) });
        });
      }
      await context.close();
      // The catch-all page shares the layout's route group: client modules it reached were listed with its chunks
      // for every screen (components/dashboard/coming-soon.tsx).
      expect(
        scripts.map((s) => decodeURIComponent(s.url)).filter((u) => u.includes('[...rest]')),
        path,
      ).toEqual([]);
      // A module in two chunks is code the browser downloads twice. Below 2.5 kB webpack may still copy one rather
      // than make a chunk of its own (next.config.mjs, splitChunks.minSize); above, it never should.
      const repeated = [...owners]
        .filter(([, o]) => new Set(o.chunks).size > 1 && o.size >= 2500)
        .map(([id, o]) => `${id} (${o.size} B): ${o.chunks.join(', ')}`);
      expect(repeated, path).toEqual([]);
      expect(gzipKiB, path).toBeLessThanOrEqual(BACK_OFFICE_BUDGET_KIB);
    }
  });
});

test.describe('as the Cleaner', () => {
  test.use({ storageState: roleState('cleaner') });

  test('in Arabic, the English job titles on a Cleaner’s overview, and a job’s details and chat, run left to right', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'NEXT_LOCALE', value: 'ar', url: baseURL! }]);
    // Every leaf of these elements whose text is Latin only (the seeded titles, addresses and messages are English).
    const latinLeaves = (elements: Element[]) =>
      elements.flatMap((root) =>
        [root, ...root.querySelectorAll('*')]
          .filter((e) => !e.children.length && /[A-Za-z]/.test(e.textContent ?? ''))
          .filter((e) => !/[\u0600-\u06ff]/.test(e.textContent ?? ''))
          .map((e) => ({ text: e.textContent, direction: getComputedStyle(e).direction })),
      );
    const expectLeftToRight = (found: { text: string | null; direction: string }[]) => {
      expect(found.length).toBeGreaterThan(0);
      for (const d of found) expect(d, d.text ?? '').toMatchObject({ direction: 'ltr' });
    };

    await page.goto('/dashboard/app');
    await expect(page.getByRole('heading', { name: 'مهامي' })).toBeVisible();
    const jobLinks = page.getByRole('main').locator('a[href^="/dashboard/job/"]');
    await expect(jobLinks.first()).toBeVisible();
    expectLeftToRight(await jobLinks.evaluateAll(latinLeaves));

    // The seeded weekly clean has a chat in English.
    await jobLinks.filter({ hasText: 'Weekly house clean' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: /Weekly house clean/ })).toBeVisible();
    await expect(page.getByText(/The key safe code has changed/)).toBeVisible();
    expectLeftToRight(await page.getByRole('main').locator('dd').evaluateAll(latinLeaves));
    expectLeftToRight(await page.getByText(/The key safe code has changed/).evaluateAll(latinLeaves));
  });

  test('a Cleaner sees none of the office menus and gets the 403 page on an office address', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    await expect(page.getByText('Today’s shifts')).toBeVisible();
    if (isPhone(page)) await page.getByRole('button', { name: 'Open the menu' }).click();
    const nav = page.getByRole('navigation', { name: 'Main menu' }).first();
    await expect(nav.getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible();
    for (const name of ['Users', 'Enquiries', 'Invoices', 'Rota', 'Franchises', 'Estimates', 'Blogs', 'Mail']) {
      await expect(nav.getByText(name, { exact: true })).toHaveCount(0);
    }
    await expect(nav.locator('summary', { hasText: 'Leave' })).toBeVisible();
    if (isPhone(page)) await page.keyboard.press('Escape');

    await page.goto('/dashboard/user/list');
    await expect(page.getByRole('heading', { level: 1, name: 'No permission' })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await expectNoA11yViolations(page);
    // The server refuses it too.
    expect((await page.request.post('/api/user/users', { data: {} })).status()).toBe(403);

    await page.getByLabel(/Account menu of/).click();
    await expect(page.getByTestId('user-role')).toHaveText('Cleaner');
    const account = page.locator('details', { has: page.getByLabel(/Account menu of/) });
    await expect(account.getByRole('link', { name: 'Profile' })).toBeVisible();
    await expect(account.getByRole('link', { name: 'Enquiries' })).toHaveCount(0);
    await expect(account.getByRole('link', { name: 'Franchises' })).toHaveCount(0);
  });
});

test.describe('as the Client', () => {
  test.use({ storageState: roleState('client') });

  test('settings survive a reload without a flash, and reset', async ({ page }) => {
    await page.goto('/dashboard/app');
    // The overview lists the client's jobs, whose titles other journeys make long and unbroken: no sideways scroll.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Settings' }).click();
    const drawer = page.getByRole('dialog', { name: 'Settings' });
    await drawer.getByText('Dark', { exact: true }).click();
    await drawer.getByText('Horizontal', { exact: true }).click();
    await drawer.getByText('Bold', { exact: true }).click();
    await drawer.getByRole('radio', { name: 'Purple' }).check({ force: true });
    await expect(page.locator('html')).toHaveAttribute('data-mode', 'dark');
    await expectNoA11yViolations(page);
    await page.keyboard.press('Escape');

    // The boot script applies the stored settings before the first paint: the attributes are there at DOMContentLoaded.
    await page.reload({ waitUntil: 'domcontentloaded' });
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-mode', 'dark');
    await expect(html).toHaveAttribute('data-layout', 'horizontal');
    await expect(html).toHaveAttribute('data-contrast', 'bold');
    await expect(html).toHaveAttribute('data-preset', 'purple');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('settings') ?? '{}'));
    expect(stored).toMatchObject({
      themeMode: 'dark',
      themeLayout: 'horizontal',
      themeContrast: 'bold',
      themeColorPresets: 'purple',
    });
    // The server draws only the stored layout's menu (its cookie): the top bar's rows, none of the side menu's.
    const served = await (await page.request.get('/dashboard/app')).text();
    expect(served).toContain('class="nav-bar"');
    expect(served).not.toContain('class="nav-row"');
    expect(served).not.toContain('class="nav-tile"');
    if (!isPhone(page))
      await expect(
        page.locator('nav[data-nav]').filter({ visible: true }).getByRole('link', { name: 'Dashboard', exact: true }),
      ).toBeVisible();
    await expectNoA11yViolations(page);

    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('dialog', { name: 'Settings' }).getByRole('button', { name: 'Reset' }).click();
    await expect(html).toHaveAttribute('data-mode', 'light');
    await expect(html).toHaveAttribute('data-layout', 'vertical');
  });
});

test('when the session expires: the alert, then the login page', async ({ page, expectHttpError }) => {
  await page.clock.install();
  await signIn(page, DEMO.cleaner, '/dashboard/user/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  // No chunk may be loading when eight hours pass at once: webpack's 120 s load timeout would fire first and fail it.
  await page.waitForLoadState('networkidle');
  // Once eight hours have passed, whatever the screen asks of the API (a refetch of the Cleaner's calendars, say) is
  // refused with 401 until the alert sends the person to sign in: that is what this journey is about.
  expectHttpError(401, /\/api\//);
  await page.clock.fastForward('08:00:30');
  const alert = page.getByRole('alertdialog', { name: 'Token expired' });
  // The screen checks every 5 s; a check that was not yet scheduled when the clock jumped (the shell still
  // hydrating on a busy machine) runs on a later tick, so time moves on in steps until it has.
  await expect(async () => {
    await page.clock.fastForward('00:00:06');
    await expect(alert).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await alert.getByRole('button', { name: 'Sign in again' }).click();
  await expect(page).toHaveURL('/auth/jwt/login?returnTo=%2Fdashboard%2Fuser%2Fprofile');
});

test('sign out everywhere ends this and every other session of the account', async ({
  page,
  browser,
  request,
  api,
  expectHttpError,
}, testInfo) => {
  // A fresh account: ending the demo accounts' sessions would sign out the journeys running beside this one.
  const email = `${unique(testInfo, 'everywhere')}@example.test`;
  const password = 'Quiet-Harbour-Lanterns-31';
  const created = await request.post('/api/user/createUser', {
    headers: { Authorization: `Bearer ${await api.token('admin')}` },
    data: { email, firstName: 'Evie', lastName: 'Everywhere', role: 'Cleaner', password },
  });
  expect(created.status()).toBe(201);
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  for (const p of [page, otherPage]) {
    await p.goto('/auth/jwt/login?returnTo=%2Fdashboard%2Fuser%2Fprofile');
    await p.getByLabel('Email address').fill(email);
    await p.getByLabel('Password').fill(password);
    await p.getByRole('button', { name: 'Login' }).click();
    await expect(p).toHaveURL('/dashboard/user/profile');
  }
  // Once the sessions end, a read either screen still has under way or refetches (the profile's calendars card) is
  // refused: that is what ending them means.
  expectHttpError(401, /\/api\//);
  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page).toHaveURL(/\/auth\/jwt\/login/);
  // The other browser's session ended too: its next page asks for a sign-in.
  await otherPage.goto('/dashboard/app');
  await expect(otherPage).toHaveURL(/\/auth\/jwt\/login/);
  await other.close();
});
