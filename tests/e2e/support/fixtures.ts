// The `test` of every journey. Besides the signed-in helpers, it watches every page the journey opens (its own
// `page`, those of `pageAs` and of any context made with `newContext`) and fails the journey on:
//   - a page error: an uncaught exception, including React's hydration mismatch (#418) and its relatives;
//   - a response of 400 or more that the journey did not declare with `expectHttpError(status, url)`.
// There is no exemption list and no switch (issue 36): a journey that means to meet a 4xx or 5xx says so where it does.
//
//   import { expect, test } from './support/fixtures';
//   test.use({ storageState: roleState('admin') });          // the whole file as the demo Administrator
//   test('…', async ({ page, pageAs, api, expectHttpError }) => {
//     const cleaner = await pageAs('cleaner');                 // a second person, in their own browser context
//     const token = await api.token('admin');                  // bearer token for API set-up and checks
//     expectHttpError(404, '/dashboard/no-such-screen');       // this journey opens a missing page on purpose
//   });
//
// Parallel workers share ONE server and database (see tests/e2e/README.md): a journey that writes creates its own
// records under names from `unique(testInfo, …)` and reads back only those, never "the first row" of a list.
import { test as base, type BrowserContext, type Page } from '@playwright/test';
import { roleState, tokenFor, type DemoRole } from './auth';

/** A path (exact), a pattern of path and query, or a test of the whole URL (as page.route takes). */
type UrlMatch = string | RegExp | ((url: URL) => boolean);
type Expected = { status: number; url: UrlMatch };

/** What went wrong in the pages of one journey. */
class Watch {
  readonly problems: string[] = [];
  readonly expected: Expected[] = [];

  attach(context: BrowserContext) {
    context.on('weberror', (e) => this.problems.push(`page error on ${e.page()?.url() ?? '?'}: ${e.error().message}`));
    context.on('response', (res) => {
      const status = res.status();
      if (status < 400) return;
      const url = new URL(res.url());
      const path = `${url.pathname}${url.search}`;
      const declared = this.expected.some(
        (e) =>
          e.status === status &&
          (typeof e.url === 'string'
            ? url.pathname === e.url
            : e.url instanceof RegExp
              ? e.url.test(path)
              : e.url(url)),
      );
      if (!declared) this.problems.push(`unexpected ${status} ${res.request().method()} ${path}`);
    });
  }
}

type Fixtures = {
  /** A page signed in as a demo role, in a context of its own (same viewport and base URL as `page`). */
  pageAs: (role: DemoRole) => Promise<Page>;
  /** Bearer tokens for the demo roles, one login per role and worker. */
  api: { token: (role: DemoRole) => Promise<string> };
  /** Declares a response of 400 or more this journey expects: its status and its path (exact) or a pattern. */
  expectHttpError: (status: number, url: UrlMatch) => void;
  watch: Watch;
  watchNewContexts: void;
};

// The fixture callback is named `provide`, not Playwright's usual `use`, so the React hooks lint rule leaves it alone.
export const test = base.extend<Fixtures>({
  watch: async ({}, provide) => {
    const watch = new Watch();
    await provide(watch);
    // Torn down after every page and context of the journey: what they reported is complete.
    if (watch.problems.length) throw new Error(`The journey met errors:\n${watch.problems.join('\n')}`);
  },
  context: async ({ context, watch }, provide) => {
    watch.attach(context);
    await provide(context);
  },
  // Contexts a journey opens itself (a second visitor, a signed-out browser) are watched too.
  watchNewContexts: [
    async ({ browser, watch }, provide) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        watch.attach(context);
        return context;
      };
      await provide();
      browser.newContext = newContext;
    },
    { auto: true },
  ],
  pageAs: async ({ browser, watchNewContexts }, provide) => {
    void watchNewContexts; // its contexts are watched like the journey's own
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
  expectHttpError: async ({ watch }, provide) => {
    await provide((status, url) => watch.expected.push({ status, url }));
  },
});

export { expect } from '@playwright/test';
export { unique } from './public';
