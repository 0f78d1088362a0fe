import type { Browser, BrowserContext, Page, PlaywrightWorkerArgs, TestInfo } from '@playwright/test';
import { roleState } from './support/auth';
import { expect, test } from './support/fixtures';

// Public Sans comes with font-display: swap, so until it arrives a page is laid out in a local face. Issue 35 asks for
// CLS 0: that face must take the room Public Sans will take, or the text moves when the font arrives. With Arial alone
// as the metric-matched face, Linux and Android (no Arial) laid pages out in an unscaled system font: the home page's
// hero paragraph went from 4 lines to 3, and the French home page shifted by 0.31 at 1280 px.

// The public site's files, and the back office's copy of the core face (next/font, under /_next/static/media).
const PUBLIC_SANS = /(\/fonts\/public-sans-(core|latin)-[0-9a-f]+|\/_next\/static\/media\/[^/]+)\.woff2$/;
const PAGES = ['/', '/services/carpet-cleaning', '/locations/norwich', '/about', '/auth/jwt/login', '/fr'];
// Debian's full Chromium, not the old headless shell the other journeys run in: the shell lays a face with
// size-adjust out at whole-pixel widths (278 px where Chromium, like Chrome on a phone, gives 273.3 for the same
// words), so it would measure its own rounding rather than the page.
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// The faces settle within a frame or two: poll often rather than at Playwright's 100, 250, 500 ms.
const POLL = [50];

/** Starts summing the layout shifts from now on, with what moved, for `shiftsSince` to read. */
const watchShifts = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { shiftSince: number; shifted: string[] };
    w.shiftSince = 0;
    w.shifted = [];
    type Rect = { y: number; height: number };
    type Shift = PerformanceEntry & {
      value: number;
      sources: { node?: Node | null; previousRect: Rect; currentRect: Rect }[];
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        w.shiftSince += entry.value;
        for (const { node, previousRect: a, currentRect: b } of entry.sources)
          w.shifted.push(`"${(node?.textContent ?? '').trim().slice(0, 40)}" ${a.y},${a.height} → ${b.y},${b.height}`);
      }
    }).observe({ type: 'layout-shift' });
  });

const shiftsSince = (page: Page) =>
  page.evaluate(() => {
    const { shiftSince, shifted } = window as unknown as { shiftSince: number; shifted: string[] };
    return { shiftSince, shifted };
  });

const twoFrames = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

const faceStatus = (page: Page, family: string) =>
  page.evaluate((name) => [...document.fonts].filter((f) => f.family === name).map((f) => f.status), family);

type Options = {
  /** Every context is watched for page errors and 4xx/5xx, as the fixtures' own page is. */
  attach: (context: BrowserContext) => void;
  storageState?: string;
};

/**
 * Opens `path` in a context sized as the project's, with Public Sans held back; once the local face is on screen, lets
 * the font through and returns the layout shift its arrival caused, with what moved.
 */
async function swapShift(browser: Browser, use: TestInfo['project']['use'], path: string, options: Options) {
  const { baseURL, viewport, deviceScaleFactor, isMobile, hasTouch, userAgent } = use;
  const context = await browser.newContext({
    baseURL,
    viewport,
    deviceScaleFactor,
    isMobile,
    hasTouch,
    userAgent,
    storageState: options.storageState,
  });
  options.attach(context);
  try {
    const page = await context.newPage();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(PUBLIC_SANS, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await expect
      .poll(() => faceStatus(page, 'publicSans Fallback'), {
        message: `${path}: a face with Arial's metrics stands in (Arial, or Liberation Sans or Arimo without it)`,
        intervals: POLL,
      })
      .toContain('loaded');
    expect(await faceStatus(page, 'publicSans'), path).toEqual(['loading']);
    await twoFrames(page); // the first layout in the local face is on screen
    await watchShifts(page);

    release();
    await expect.poll(() => faceStatus(page, 'publicSans'), { message: path, intervals: POLL }).toEqual(['loaded']);
    await twoFrames(page); // a shift the swap caused has been reported
    return await shiftsSince(page);
  } finally {
    await context.close();
  }
}

// Under 0.001, which Lighthouse shows as 0 or 0.001: a paragraph whose last line is nearly full may still wrap one word
// differently. On the home page at 390 px the second hero slide's text takes a fourth line and its image, beside the
// first slide's, moves 28 px: 0.0006. With Arial as the only local face the home page moved by 0.057 (1280 px) and
// 0.067 (390 px) here, and the French one by 0.31 (1280 px).
const MOST = 0.001;

/** Starts Debian's Chromium for `check`, and closes it whatever happens. */
async function inChromium(
  playwright: PlaywrightWorkerArgs['playwright'],
  use: TestInfo['project']['use'],
  check: (browser: Browser) => Promise<void>,
) {
  const browser = await playwright.chromium.launch({ ...use.launchOptions, executablePath: CHROMIUM });
  try {
    await check(browser);
  } finally {
    await browser.close();
  }
}

async function expectStill(browser: Browser, use: TestInfo['project']['use'], path: string, options: Options) {
  const { shiftSince, shifted } = await swapShift(browser, use, path, options);
  expect(shiftSince, `${path} moved when Public Sans arrived: ${shifted.join(' | ')}`).toBeLessThan(MOST);
}

test('text laid out while Public Sans is on its way does not move when the font arrives', async ({
  playwright,
  watch,
}, testInfo) => {
  const { use } = testInfo.project;
  const attach = (context: BrowserContext) => watch.attach(context);
  await inChromium(playwright, use, async (browser) => {
    for (const path of PAGES) await expectStill(browser, use, path, { attach });
  });
});

test("the back office's overview, its first screen after sign-in, does not move when Public Sans arrives", async ({
  playwright,
  watch,
}, testInfo) => {
  const { use } = testInfo.project;
  // Its figures come with the HTML (prefetched on the server), so nothing else moves it while the font is held. With
  // next/font's Arial-only stand-in it moved by 0.0126 at 1280 px here.
  await inChromium(playwright, use, (browser) =>
    expectStill(browser, use, '/dashboard/app', {
      attach: (context) => watch.attach(context),
      storageState: roleState('admin'),
    }),
  );
});
