import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

type Deferred = { __pageScripts?: { src: string[]; loaded: number } };

/**
 * Opens `path` and returns what a first visit downloads to make the page work, each script with its body, and their
 * total gzip size in KiB (level 6, whatever the server sent): every script fetched before the load event, plus the
 * page's own chunks, which the server's loader requests after the first paint (scripts/lib/html-delivery.mjs) and
 * which may arrive after the load event. Chunks a page fetches later, on demand (a dialog, a map), are not counted.
 */
export async function firstVisitScripts(page: Page, path: string) {
  const bodies = new Map<string, Promise<Buffer>>();
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script') bodies.set(res.url(), res.body().catch(() => Buffer.alloc(0)));
  });
  await page.goto(path, { waitUntil: 'load' });
  await page.waitForFunction(() => {
    const p = (self as Deferred).__pageScripts;
    return !p || p.loaded >= p.src.length;
  });
  const urls = await page.evaluate(() => {
    const load = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart;
    const deferred = new Set(((self as Deferred).__pageScripts?.src ?? []).map((src) => new URL(src, location.href).href));
    return performance
      .getEntriesByType('resource')
      .filter((e) => /\.js(\?|$)/.test(e.name) && ((e as PerformanceResourceTiming).responseEnd <= load || deferred.has(e.name)))
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
