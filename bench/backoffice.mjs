// `npm run bench:backoffice`: the back office as a phone on a weak connection gets it. For each of the heaviest screens,
// a first visit (empty cache) of a signed-in Administrator at 390 px with the CPU slowed 4× and a mobile network
// (150 ms round trip, 1.6 Mbit/s down, as Lighthouse's mobile profile), several rounds:
// - JavaScript: every script fetched before the page is usable, gzip (the budget is 160 KiB on the heaviest screen);
// - usable: from the start of navigation until the screen's own content is on the page and the main thread has been
//   free of long tasks (over 50 ms) for 500 ms, so a tap is answered at once (the target is 2.5 s); hydrated, too,
//   since the server's HTML may show the content before React runs.
// It builds if needed and serves the build with `next start` on a throw-away embedded database with the demo data
// (or measures BENCH_URL).
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { launchBrowser } from './lib/page-js.mjs';
import { ensureBuild } from '../scripts/lib/build.mjs';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.BENCH_PORT ?? 3900);
// BENCH_URL measures a server that is already running (with the demo data) instead of starting one.
const base = process.env.BENCH_URL ?? `http://127.0.0.1:${port}`;
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const DEMO = { username: 'admin@demo.cleaning.test', password: 'Clean-Demo-2026' };

/** The screens, each with what shows that its own content (not just the frame) is there. */
const SCREENS = [
  { path: '/dashboard/app', ready: 'main h1' },
  { path: '/dashboard/user/list', ready: 'main table tbody tr' },
  { path: '/dashboard/invoice/new', ready: 'main form input' },
  { path: '/dashboard/job/list', ready: 'main table tbody tr' },
];

// components/ui/js-pending.ts's id (a TypeScript module Node cannot import here): the reason the header's controls
// point at until React runs.
const JS_PENDING_ID = 'js-pending-reason';

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];

async function startServer() {
  if (process.env.BENCH_URL) return () => undefined;
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    SITE_URL: base,
    // A fresh folder: the demo data is seeded into a new embedded database (an in-memory one is left empty).
    PGLITE_DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'bench-backoffice-')),
    EMBEDDED_DB_SINGLE_SERVER: 'true',
    SCHEDULER: 'off',
    AUTH_SECRET: 'bench-secret-0123456789abcdefghijklmnopqrstuvwxyz',
    CLIENT_ADDRESS_FROM: 'x-forwarded-for',
  };
  ensureBuild(root, env);
  const server = spawn(path.join(root, 'node_modules/.bin/next'), ['start', '-p', String(port)], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  for (let i = 0; i < 720; i++) {
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return () => process.kill(-server.pid, 'SIGTERM');
    await new Promise((r) => setTimeout(r, 250));
  }
  process.kill(-server.pid, 'SIGTERM');
  throw new Error('bench: the server did not start');
}

async function measure(browser, storageState, screen) {
  const context = await browser.newContext({
    storageState,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  // Long tasks from the very start of the document.
  await page.addInitScript(() => {
    self.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) self.__longTasks.push(e.startTime + e.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
  const scripts = [];
  const onResponse = (res) => {
    if (res.request().resourceType() === 'script')
      scripts.push(res.body().then((b) => gzipSync(b, { level: 6 }).length));
  };
  page.on('response', onResponse);
  await page.goto(`${base}${screen.path}`, { waitUntil: 'commit' });
  await page.locator(screen.ready).first().waitFor({ state: 'visible', timeout: 60_000 });
  // The server's HTML may already show the content: usable also means hydrated, which the header says by enabling
  // its controls (they point at the JS_PENDING_ID reason until React runs, components/ui/use-hydrated.ts).
  await page.waitForFunction((id) => !document.querySelector(`[aria-describedby="${id}"]`), JS_PENDING_ID, {
    timeout: 60_000,
  });
  const contentAt = await page.evaluate(() => performance.now());
  // Quiet for 500 ms: no long task has ended in the last 500 ms.
  const usableAt = await page.evaluate(
    (from) =>
      new Promise((resolve) => {
        const check = () => {
          const now = performance.now();
          const last = Math.max(from, ...self.__longTasks);
          if (now - last >= 500) resolve(last);
          else setTimeout(check, 100);
        };
        check();
      }),
    contentAt,
  );
  // What arrived before the screen was usable; a script that cannot be read fails the run (never counted as 0).
  page.off('response', onResponse);
  const bytes = (await Promise.all(scripts)).reduce((a, b) => a + b, 0);
  // Chunks a screen fetches later (on idle) are neither counted nor read, so closing the context cannot fail them.
  await context.close();
  return { usableMs: Math.round(usableAt), kib: bytes / 1024 };
}

const stop = await startServer();
try {
  const browser = await launchBrowser();
  const login = await browser.newContext();
  // As the sign-in form does (lib/auth/sign-in.ts): next-auth's csrf token, then its credentials callback.
  const { csrfToken } = await (await login.request.get(`${base}/api/auth/csrf`)).json();
  const res = await login.request.post(`${base}/api/auth/callback/credentials`, {
    form: { ...DEMO, csrfToken, callbackUrl: `${base}/dashboard`, json: 'true' },
  });
  if (!res.ok()) throw new Error(`bench: sign-in failed (${res.status()})`);
  const storageState = await login.storageState();
  await login.close();
  const results = new Map(SCREENS.map((s) => [s.path, []]));
  // Rounds interleaved, so a slow moment of the machine does not fall on one screen only.
  for (let round = 0; round < rounds; round++)
    for (const screen of SCREENS) results.get(screen.path).push(await measure(browser, storageState, screen));
  await browser.close();
  console.log(
    `\nBack office, phone (390 px, CPU 4x slower, 150 ms / 1.6 Mbit/s), ${rounds} rounds, ${os.cpus().length} cores`,
  );
  console.log('| Screen | JS KiB gzip | usable, median (min–max) | within 2.5 s |');
  console.log('| --- | --- | --- | --- |');
  for (const [screen, runs] of results) {
    const times = runs.map((r) => r.usableMs);
    const kib = Math.max(...runs.map((r) => r.kib));
    const mid = median(times);
    console.log(
      `| \`${screen}\` | ${kib.toFixed(1)} | ${(mid / 1000).toFixed(2)} s (${(Math.min(...times) / 1000).toFixed(2)}–${(Math.max(...times) / 1000).toFixed(2)}) | ${mid <= 2500 ? 'yes' : 'NO'} |`,
    );
  }
} finally {
  stop();
}
