// Main-thread blocking of two or more builds, side by side: each URL opened in turn in Chromium with the CPU slowed
// four times (as Lighthouse's mobile setting assumes), `rounds` times, alternating the order. Reports the median
// blocking time (each long task's time over 50 ms, from navigation to 5 s after the load event) and the median LCP.
// Quicker than Lighthouse (a load takes seconds), so it can run enough rounds to see through a busy machine.
//
//   node bench/blocking.mjs 8 http://localhost:3314/ http://localhost:3315/
import { launchBrowser } from './lib/page-js.mjs';
import { median } from './lib/stats.mjs';

const [rounds, ...urls] = process.argv.slice(2);
const browser = await launchBrowser();
const results = Object.fromEntries(urls.map((u) => [u, []]));
try {
  for (let i = 0; i < Number(rounds); i++) {
    for (const url of i % 2 ? [...urls].reverse() : urls) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.addInitScript(() => {
        const w = /** @type {any} */ (window);
        w.__blocking = 0;
        w.__lcp = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) w.__blocking += Math.max(0, e.duration - 50);
        }).observe({ type: 'longtask', buffered: true });
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) w.__lcp = e.startTime;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      });
      await page.goto(url, { waitUntil: 'load' });
      await page.waitForTimeout(5000);
      results[url].push(await page.evaluate(() => ({ blocking: window.__blocking, lcp: window.__lcp })));
      await context.close();
    }
  }
} finally {
  await browser.close();
}
for (const url of urls) {
  const runs = results[url];
  console.log(
    `${url}: blocking median ${Math.round(median(runs.map((r) => r.blocking)))} ms ` +
      `(${runs.map((r) => Math.round(r.blocking)).join(', ')}), LCP median ${Math.round(median(runs.map((r) => r.lcp)))} ms`,
  );
}
