// The Cleaner's offline app (issue 39), measured in Chromium on a phone profile (390 px, 4× CPU slowdown):
// - the app shell's size: what the day screen's first visit downloads (HTML, scripts, styles, as sent), and what the
//   worker then keeps on the phone (its caches, by name: the release's files, the week's pages, their reads);
// - an offline cold start: the signal gone, the browser started again with the phone's profile (no worker running, no
//   memory cache), the day screen opened; timed from the start of navigation until the day's job is on the screen and
//   until React has hydrated it (the target is under 1 s).
// A Cleaner of its own with today's job is made through the API, as the e2e journeys do.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { VIEWPORTS } from './page-js.mjs';

const PASSWORD = 'Bright-Mop-Harbour-58';
const TARGET_MS = 1000;
// components/ui/js-pending.ts's id: the header's controls point at it until React runs.
const JS_PENDING_ID = 'js-pending-reason';
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
const kib = (bytes) => bytes / 1024;

async function api(base, token, method, path, data) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, origin: base },
    body: data ? JSON.stringify(data) : undefined,
  });
  if (!res.ok) throw new Error(`bench: ${method} ${path} answered ${res.status}: ${await res.text()}`);
  return res.json();
}

async function cleanerWithJob(base, token) {
  const stamp = `bench-offline-${Date.now()}`;
  const clients = await api(base, token, 'POST', '/api/user/users', {
    role: 'Client',
    search: 'client@demo.cleaning.test',
  });
  const client = clients.data.find((u) => u.email === 'client@demo.cleaning.test');
  const email = `${stamp}@example.test`;
  const cleaner = await api(base, token, 'POST', '/api/user/createUser', {
    email,
    firstName: 'Nell',
    lastName: stamp,
    role: 'Cleaner',
    password: PASSWORD,
  });
  const job = await api(base, token, 'POST', '/api/job/createjob', {
    title: `Basement flat ${stamp}`,
    userClientId: client.id,
    teamIds: [cleaner.id],
    scheduledDate: new Date().toISOString().slice(0, 10),
    startTime: '09:00',
    durationMinutes: 120,
    location: '3 Cellar Row, Norwich',
    checklist: [{ label: 'Kitchen' }, { label: 'Bathroom' }, { label: 'Windows' }],
  });
  return { email, job };
}

/** The day screen's first visit online: bytes as sent, by kind (resource timing's encodedBodySize). */
async function firstVisit(page) {
  return page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0];
    const sum = { html: nav.encodedBodySize, js: 0, css: 0, files: 0 };
    for (const e of performance.getEntriesByType('resource')) {
      if (/\.m?js(\?|$)/.test(e.name)) sum.js += e.encodedBodySize;
      else if (/\.css(\?|$)/.test(e.name)) sum.css += e.encodedBodySize;
      else continue;
      sum.files += 1;
    }
    return sum;
  });
}

/** What the worker keeps on the phone: for each cache, its entries and their bytes (as stored, uncompressed). */
async function stored(page) {
  return page.evaluate(async () => {
    const out = {};
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      let bytes = 0;
      const keys = await cache.keys();
      for (const req of keys) bytes += (await (await cache.match(req)).blob()).size;
      out[name] = { entries: keys.length, bytes };
    }
    return out;
  });
}

/** A new tab opens the day screen with no connection: until the job is on the screen, and until it is hydrated. */
async function openDay(context, base, title) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(`${base}/dashboard/app`, { waitUntil: 'commit' });
  await page.getByText(title).first().waitFor({ state: 'visible', timeout: 60_000 });
  const shownMs = await page.evaluate(() => performance.now());
  await page.waitForFunction((id) => !document.querySelector(`[aria-describedby="${id}"]`), JS_PENDING_ID, {
    timeout: 60_000,
  });
  const result = await page.evaluate(() => ({
    ms: performance.now(),
    // Served by the worker: the navigation went through it (its fetch handler started).
    fromWorker: performance.getEntriesByType('navigation')[0].workerStart > 0,
  }));
  await page.close();
  return { ...result, shownMs };
}

/** The phone's browser, its profile kept in `dir` between launches (a closed browser is a phone's app closed). */
const launchPhone = (dir) =>
  chromium.launchPersistentContext(dir, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
    ...VIEWPORTS.phone,
    serviceWorkers: 'allow',
  });

/** Runs the measures against a server with the demo data (its address: `base`). */
export async function runOfflineBench(base, { token, runs = 5 }) {
  const { email, job } = await cleanerWithJob(base, token);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-offline-'));
  try {
    let context = await launchPhone(dir);
    // As the sign-in form does: next-auth's csrf token, then its credentials callback.
    const { csrfToken } = await (await context.request.get(`${base}/api/auth/csrf`)).json();
    const signIn = await context.request.post(`${base}/api/auth/callback/credentials`, {
      form: { username: email, password: PASSWORD, csrfToken, callbackUrl: `${base}/dashboard`, json: 'true' },
    });
    if (!signIn.ok()) throw new Error(`bench: the Cleaner's sign-in failed (${signIn.status()})`);
    const page = await context.newPage();
    await page.goto(`${base}/dashboard/app`, { waitUntil: 'load' });
    await page.getByText(job.title).first().waitFor({ state: 'visible', timeout: 60_000 });
    const visit = await firstVisit(page);
    // The one visit online the app needs: the worker installed (the release's files precached) and the day warmed.
    const warmed = () =>
      page.evaluate(
        async () =>
          Boolean(await navigator.serviceWorker.getRegistration('/dashboard/')) &&
          Boolean(await (await caches.open('cleaner-pages')).match('/dashboard/app')) &&
          Boolean(await (await caches.open('cleaner-data')).match('/api/dashboard/overview')),
      );
    for (let i = 0; i < 120 && !(await warmed()); i++) await new Promise((r) => setTimeout(r, 500));
    if (!(await warmed())) throw new Error('bench: the worker did not keep the day screen');
    const keptOnPhone = await stored(page);
    await context.close();
    // Each run starts the browser again with no connection: no worker running, no memory cache, as a phone's app
    // opened from the home screen in a basement. Then a second tab at once, the worker now running.
    const starts = [];
    const warm = [];
    for (let i = 0; i < runs; i++) {
      context = await launchPhone(dir);
      await context.setOffline(true);
      starts.push(await openDay(context, base, job.title));
      warm.push(await openDay(context, base, job.title));
      await context.close();
    }
    return { visit, caches: keptOnPhone, starts, warm, runs };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const spread = (xs) => `${median(xs)} ms (${Math.min(...xs)}–${Math.max(...xs)})`;

export function renderOffline(result, { at, machineName }) {
  if (!result) return '';
  const { visit, caches, starts, warm, runs } = result;
  const cold = starts.map((s) => Math.round(s.ms));
  const mid = median(cold);
  const row = (label, xs) =>
    `| ${label} | ${spread(xs.map((x) => Math.round(x.shownMs)))} | ${spread(xs.map((x) => Math.round(x.ms)))} | ` +
    `${xs.filter((x) => x.fromWorker).length} of ${xs.length} |`;
  const lines = [
    `## The Cleaner's offline app (issue 39), ${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    '',
    `\`npm run bench -- --only=offline\` on ${machineName}. Chromium at 390 px (phone profile), CPU slowed 4×.`,
    '',
    `### App shell`,
    '',
    `The day screen's first visit (the one visit online the app needs), bytes as the server sent them: HTML ` +
      `${kib(visit.html).toFixed(1)} KiB, scripts ${kib(visit.js).toFixed(1)} KiB, styles ${kib(visit.css).toFixed(1)} KiB ` +
      `(${visit.files} files), ${kib(visit.html + visit.js + visit.css).toFixed(1)} KiB in all. Then kept on the phone by ` +
      `the worker (bytes as stored, uncompressed; the precache is every script and style of the release, so code a ` +
      `screen loads on use is there too):`,
    '',
    '| Cache | Entries | KiB |',
    '| --- | --- | --- |',
    ...Object.entries(caches).map(([name, c]) => `| \`${name}\` | ${c.entries} | ${kib(c.bytes).toFixed(1)} |`),
    '',
    `### Offline cold start to the day screen`,
    '',
    `No connection; a new tab opens \`/dashboard/app\`, timed from the start of navigation until the day's job is on ` +
      `the screen, and until React has hydrated it (usable). Cold: the browser started again with the phone's profile ` +
      `(no worker running, no memory cache), as the installed app opened from the home screen; then a second tab at ` +
      `once, the worker running. ${runs} runs, median (min–max):`,
    '',
    '| Start | Job on screen | Usable | Served by the worker |',
    '| --- | --- | --- | --- |',
    row('Cold (worker stopped)', starts),
    row('Worker running (a tab reopened)', warm),
    '',
    `Target: a cold start usable under ${TARGET_MS} ms: ${mid < TARGET_MS ? 'met' : 'not met'} on this run.`,
    '',
  ];
  return `${lines.join('\n')}\n`;
}
