import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3210);
// CI's two cores run the server, the browsers and the runner: three workers keep them busy while some tests wait
// (the home page's ISR regeneration, dialogs' animations) without queueing a fourth browser on the CPU
// (tests/e2e/README.md). E2E_WORKERS overrides it, e.g. on a bigger machine.
const workers = process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : process.env.CI ? 3 : undefined;
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, channel: undefined };
const phone = { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, channel: undefined };
const PUBLISHES = /@publishes/;
// Debian's old headless shell (package chromium-headless-shell) when it is installed, else Debian's Chromium: on CI's
// two cores the whole suite took 8.5 minutes with the shell and 12.4 with the full browser in headless mode, with the
// same journeys passing (tests/e2e/README.md). CHROMIUM_PATH overrides both.
const executablePath =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((p) => existsSync(p)) ??
  '/usr/bin/chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  // One folder per server port: two runs at once (two checkouts, or a second run on another E2E_PORT) keep their own
  // results and saved sessions (support/auth.ts).
  outputDir: `test-results/e2e-${port}`,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace (DOM snapshots, screencast) for every test costs CPU the other workers need; in CI the trace
    // is recorded on the retry of a failed test, which is the run worth reading.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The Cleaner's offline worker (issue 39) would cache pages and reads under other journeys; only the offline
    // journey allows it (test.use({ serviceWorkers: 'allow' })).
    serviceWorkers: 'block',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    // Signs each demo role in once (through the form) and saves its session for the journeys: see support/auth.ts.
    { name: 'setup', testMatch: /\.setup\.ts$/, use: desktop },
    { name: 'desktop', dependencies: ['setup'], use: desktop, grepInvert: PUBLISHES },
    { name: 'phone', dependencies: ['setup'], use: phone, grepInvert: PUBLISHES },
    // Journeys that publish on the public site (tagged @publishes) run once the others are done: a publish
    // regenerates the public pages, which the other journeys count and check (tests/e2e/README.md, rule 3).
    { name: 'desktop-publishing', dependencies: ['desktop', 'phone'], use: desktop, grep: PUBLISHES },
    { name: 'phone-publishing', dependencies: ['desktop', 'phone'], use: phone, grep: PUBLISHES },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${port}/`,
    timeout: 900_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: { E2E_PORT: String(port) },
  },
});
