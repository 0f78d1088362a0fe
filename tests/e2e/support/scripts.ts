import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

/** The most JavaScript (KiB, gzip, of a first visit) any back-office screen may load (the heaviest is the invoice form). */
export const BACK_OFFICE_BUDGET_KIB = 160;

/**
 * Opens `path` and returns what a first visit downloads before the load event, each script with its body, and their
 * total gzip size in KiB (level 6, whatever the server sent). Chunks a page fetches later, on demand (a dialog, a
 * map, a deferred island), are not counted. A script whose body cannot be read fails the measure: counted as 0 bytes it
 * would let a page pass any budget.
 */
export async function firstVisitScripts(page: Page, path: string) {
  // Settled either way, so a script nobody counts (one fetched after the load event) leaves no rejection behind.
  const bodies = new Map<string, Promise<Buffer | Error>>();
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script')
      bodies.set(
        res.url(),
        res.body().catch((error: unknown) => new Error(`${res.url()}: its body could not be read (${String(error)})`)),
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
    const pending = bodies.get(url);
    if (!pending) throw new Error(`${url}: fetched before the load event, but no response was seen`);
    const body = await pending;
    if (body instanceof Error) throw body;
    if (body.length === 0) throw new Error(`${url}: an empty script`);
    scripts.push({ url, body });
    gzip += gzipSync(body, { level: 6 }).length;
  }
  return { scripts, gzipKiB: gzip / 1024 };
}
