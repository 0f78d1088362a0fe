import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

/**
 * Opens `path` and returns what a first visit downloads before the load event, each script with its body, and their
 * total gzip size in KiB (level 6, whatever the server sent). Chunks a page fetches later, on demand (a dialog, a
 * map, a deferred island), are not counted.
 */
export async function firstVisitScripts(page: Page, path: string) {
  const bodies = new Map<string, Promise<Buffer>>();
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script')
      bodies.set(
        res.url(),
        res.body().catch(() => Buffer.alloc(0)),
      );
  });
  await page.goto(path, { waitUntil: 'load' });
  const urls = await page.evaluate(() => {
    const load = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart;
    return performance
      .getEntriesByType('resource')
      .filter((e) => /\.js(\?|$)/.test(e.name) && (e as PerformanceResourceTiming).responseEnd <= load)
      .map((e) => e.name);
  });
  const scripts: { url: string; body: Buffer }[] = [];
  let gzip = 0;
  for (const url of new Set(urls)) {
    const body = await bodies.get(url);
    if (!body) continue;
    scripts.push({ url, body });
    gzip += gzipSync(body, { level: 6 }).length;
  }
  return { scripts, gzipKiB: gzip / 1024 };
}
