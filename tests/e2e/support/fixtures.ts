// The `test` for journeys of signed-in people. Specs that only visit public pages can keep @playwright/test's.
//
//   import { expect, test } from './support/fixtures';
//   test.use({ storageState: roleState('admin') });          // the whole file as the demo Administrator
//   test('…', async ({ page, pageAs, api }) => {
//     const cleaner = await pageAs('cleaner');                 // a second person, in their own browser context
//     const token = await api.token('admin');                  // bearer token for API set-up and checks
//   });
//
// Parallel workers share ONE server and database (see tests/e2e/README.md): a journey that writes creates its own
// records under names from `unique(testInfo, …)` and reads back only those, never "the first row" of a list.
import { test as base, type Page } from '@playwright/test';
import { roleState, tokenFor, type DemoRole } from './auth';

type Fixtures = {
  /** A page signed in as a demo role, in a context of its own (same viewport and base URL as `page`). */
  pageAs: (role: DemoRole) => Promise<Page>;
  /** Bearer tokens for the demo roles, one login per role and worker. */
  api: { token: (role: DemoRole) => Promise<string> };
};

// The fixture callback is named `provide`, not Playwright's usual `use`, so the React hooks lint rule leaves it alone.
export const test = base.extend<Fixtures>({
  pageAs: async ({ browser }, provide) => {
    const opened: Page[] = [];
    await provide(async (role) => {
      // Contexts opened from the test runner's browser inherit the project's `use` options (viewport, baseURL...).
      const context = await browser.newContext({ storageState: roleState(role) });
      const page = await context.newPage();
      opened.push(page);
      return page;
    });
    await Promise.all(opened.map((p) => p.context().close()));
  },
  api: async ({ request }, provide) => {
    await provide({ token: (role) => tokenFor(request, role) });
  },
});

export { expect } from '@playwright/test';
export { unique } from './public';
