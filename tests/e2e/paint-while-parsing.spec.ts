import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { expect, test } from './support/fixtures';
import { acceptCookies } from './support/public';

// Issue 35: nothing holds a public page's first frame until it has been parsed, so a phone's browser paints what it
// has whenever its parser stops, mid-row included. A row whose items sit at its end or centre would then show its first
// items where they stand before the rest arrive, and move them (a layout shift). Here a server in front of the site
// sends a page's HTML up to a cut inside such a row, pauses, and sends the rest: the parser stops exactly there.

/** Where the HTML is cut, each time just before the first match: inside the three rows the first frame shows. */
const CUTS = [
  { row: 'top bar, before its second social link', at: /<li><a href="https:\/\/twitter\.com/ },
  { row: 'sticky bar, before the login link', at: /<a href="\/auth\/jwt\/login"/ },
  { row: "hero carousel's controls, before its dots", at: /<li><button[^>]*aria-current/ },
];

const PAUSE_MS = 600;

/** A server that sends `path`'s HTML in parts, pausing between them, and passes every other request to the site. */
async function pausingServer(site: string, path: string, parts: string[]) {
  const server = http.createServer(async (req, res) => {
    if (req.url === path) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      for (const [i, part] of parts.entries()) {
        if (i > 0) await sleep(PAUSE_MS);
        res.write(part);
      }
      return res.end();
    }
    const upstream = http.request(`${site}${req.url}`, { method: req.method, headers: req.headers }, (r) => {
      res.writeHead(r.statusCode ?? 502, r.headers);
      r.pipe(res);
    });
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

for (const path of ['/', '/ar']) {
  test(`${path} painted while its header and hero rows are half parsed does not shift`, async ({ page, baseURL }) => {
    const site = (baseURL ?? '').replace(/\/$/, '');
    const html = await (await fetch(`${site}${path}`)).text();
    const cuts = CUTS.map(({ row, at }) => {
      const match = at.exec(html);
      expect(match, `${path}: ${row}`).not.toBeNull();
      return match?.index ?? 0;
    });
    const parts = [0, ...cuts].map((start, i, all) => html.slice(start, all[i + 1]));
    const server = await pausingServer(site, path, parts);
    try {
      await acceptCookies(page, server.url);
      await page.addInitScript(() => {
        const w = window as unknown as { shifts: string[] };
        w.shifts = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources: { node?: Node }[] })[])
            for (const { node } of entry.sources) {
              const el = node instanceof Element ? node : node?.parentElement;
              w.shifts.push(`${entry.value.toFixed(4)} ${el?.outerHTML.slice(0, 120) ?? '(gone)'}`);
            }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(`${server.url}${path}`, { waitUntil: 'load' });
      await expect(page.locator('main h1')).toBeVisible();
      // The first frame was painted while the HTML was still arriving, so the rows were seen half parsed.
      const { firstPaint, htmlEnd } = await page.evaluate(() => ({
        firstPaint: performance.getEntriesByName('first-paint')[0]?.startTime ?? Infinity,
        htmlEnd: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).responseEnd,
      }));
      expect(firstPaint).toBeLessThan(htmlEnd - PAUSE_MS * (CUTS.length - 1));
      await page.waitForTimeout(500);
      expect(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts)).toEqual([]);
    } finally {
      server.close();
    }
  });
}
