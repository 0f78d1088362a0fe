// JavaScript a first visit downloads to make a page work, measured in Chromium (not `next build`'s estimate): every
// script response whose resource timing ends before loadEventStart, plus any chunks a page lists in
// `self.__pageScripts` to load after its first paint, which may arrive after the load event;
// gzip-compressed here at level 6 so the figure does not depend on whether the server compressed it.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

export const VIEWPORTS = {
  phone: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 800 } },
};

export async function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
}

/** { kib, files, htmlKib, htmlSentKib } for one page in a fresh context (empty cache). */
export async function measurePageJs(browser, url, viewport = 'phone') {
  const context = await browser.newContext(VIEWPORTS[viewport]);
  const page = await context.newPage();
  const bodies = new Map();
  page.on('response', (res) => {
    const type = res.request().resourceType();
    if (type === 'script' || type === 'document')
      bodies.set(
        res.url(),
        res.body().catch((error) => new Error(`${res.url()}: its body could not be read (${error})`)),
      );
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => !self.__pageScripts || self.__pageScripts.loaded >= self.__pageScripts.src.length);
  const before = await page.evaluate(() => {
    const load = performance.getEntriesByType('navigation')[0].loadEventStart;
    const deferred = new Set((self.__pageScripts?.src ?? []).map((src) => new URL(src, location.href).href));
    return performance
      .getEntriesByType('resource')
      .filter((e) => e.initiatorType === 'script' || /\.m?js(\?|$)/.test(e.name))
      .filter((e) => e.responseEnd <= load || deferred.has(e.name))
      .map((e) => e.name);
  });
  // The document as the server sent it (its own compression, flushes and all), not recompressed here.
  const htmlSent = await page.evaluate(() => performance.getEntriesByType('navigation')[0].encodedBodySize);
  // Then what the page fetches by itself once loaded and idle, before anyone touches it (dialogs, islands).
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(true), { timeout: 5000 })));
  await page.waitForLoadState('networkidle');
  const idle = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((e) => e.initiatorType === 'script' || /\.m?js(\?|$)/.test(e.name))
      .map((e) => e.name),
  );
  // A script whose body cannot be read fails the measure rather than counting as 0 bytes.
  const gzipOf = async (name) => {
    const body = await bodies.get(name);
    if (!body) throw new Error(`bench: ${name} was fetched but no response was seen`);
    if (body instanceof Error) throw body;
    return gzipSync(body, { level: 6 }).length;
  };
  let bytes = 0;
  const files = [];
  for (const name of new Set(before)) {
    const gz = await gzipOf(name);
    bytes += gz;
    files.push({ url: name.replace(/^https?:\/\/[^/]+/, ''), gzip: gz });
  }
  let idleBytes = 0;
  for (const name of new Set(idle)) idleBytes += await gzipOf(name);
  const html = await bodies.get(page.url());
  await context.close();
  files.sort((a, b) => b.gzip - a.gzip);
  return {
    kib: bytes / 1024,
    idleKib: idleBytes / 1024,
    files,
    htmlKib: html ? gzipSync(html, { level: 6 }).length / 1024 : 0,
    htmlRawKib: html ? html.length / 1024 : 0,
    htmlSentKib: htmlSent / 1024,
  };
}
