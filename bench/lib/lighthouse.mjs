// Lighthouse (npm package) driving Debian's Chromium: the default mobile configuration (simulated slow 4G and a
// 4x slower CPU), a fresh browser per run, median of the runs by performance score.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { median } from './stats.mjs';

function lcpPhases(lhr) {
  const items = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const phases = items.find((i) => i.type === 'table' && i.items?.some((r) => r.phase))?.items ?? [];
  return Object.fromEntries(phases.map((p) => [p.phase, Math.round(p.timing)]));
}

/**
 * The scripts Lighthouse's simulation counts in the LCP (Lantern, `getRenderBlockingNodeData` and the graph's pruning
 * in @paulirish/trace_engine): every script whose download had ended when the LCP was observed, except those whose
 * first run was a task of 10 ms or more that began after it. Shorter tasks are pruned from Lantern's graph, so a small
 * chunk that arrived first counts even if it ran after the paint; a large one counts only if it began running before.
 */
function scriptsCountedInLcp(lhr, trace, observedLcp) {
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const arrived = requests.filter((r) => r.resourceType === 'Script' && r.networkEndTime <= observedLcp);
  const events = trace?.traceEvents ?? [];
  const nav = events.find(
    (e) =>
      e.name === 'navigationStart' &&
      e.args?.data?.isLoadingMainFrame &&
      /^https?:/.test(e.args.data.documentLoaderURL ?? ''),
  );
  if (!nav) return { arrived: arrived.length, counted: NaN };
  const onMain = (e) => e.pid === nav.pid && e.tid === nav.tid;
  const tasks = events.filter((e) => onMain(e) && e.name === 'RunTask' && e.dur);
  const cutoff = nav.ts + observedLcp * 1000;
  const ranLongAfter = (url) => {
    const run = events.find((e) => e.name === 'EvaluateScript' && onMain(e) && e.args?.data?.url === url);
    const task = run && tasks.find((t) => t.ts <= run.ts && run.ts <= t.ts + t.dur);
    return Boolean(task && task.dur >= 10_000 && task.ts > cutoff);
  };
  return { arrived: arrived.length, counted: arrived.filter((r) => !ranLongAfter(r.url)).length };
}

/**
 * Chromium 156 throttles the BeginFrames of a page whose frames are not drawn on a screen (viz's
 * `ThrottleUndrawnFrames`), to about one a second. A headless browser never draws on a screen, so a page whose first
 * frame was not ready within the first few hundred milliseconds painted at ~1.2 s or ~2.2 s in the observed run, with
 * every script counted before it in the simulated LCP. A browser showing the page on a screen draws its frames, so it
 * should not be throttled (inferred from the feature's name and behaviour; not measured on a phone).
 * Every page of a run, the bare one included, gets the same browser; BENCH_UNDRAWN_THROTTLE=on keeps Chromium's default
 * (bench/results.md, "The one-second frames").
 */
const HEADLESS_ONLY_FLAGS =
  process.env.BENCH_UNDRAWN_THROTTLE === 'on' ? [] : ['--disable-features=ThrottleUndrawnFrames'];

export async function runLighthouse(url, { reportDir, name, throttlingMethod } = {}) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', ...HEADLESS_ONLY_FLAGS],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'seo'],
      ...(throttlingMethod ? { throttlingMethod } : {}),
    });
    const lhr = result.lhr;
    if (reportDir && name) {
      mkdirSync(reportDir, { recursive: true });
      writeFileSync(path.join(reportDir, `${name}.json`), result.report);
    }
    const a = lhr.audits;
    const observed = a.metrics?.details?.items?.[0] ?? {};
    return {
      perf: Math.round((lhr.categories.performance.score ?? 0) * 100),
      seo: Math.round((lhr.categories.seo.score ?? 0) * 100),
      lcp: a['largest-contentful-paint'].numericValue,
      fcp: a['first-contentful-paint'].numericValue,
      tbt: a['total-blocking-time'].numericValue,
      observedLcp: observed.observedLargestContentfulPaint ?? NaN,
      observedFcp: observed.observedFirstContentfulPaint ?? NaN,
      scripts: scriptsCountedInLcp(lhr, result.artifacts?.Trace, observed.observedLargestContentfulPaint ?? 0),
      cls: a['cumulative-layout-shift'].numericValue,
      // Lighthouse's own measure of how fast this machine's CPU ran during the run (higher is faster). Lighthouse
      // multiplies the long tasks it observes by four, so TBT moves with it; on this two-core machine it ranged from
      // 1,100 to 2,200 within one hour.
      cpu: lhr.environment?.benchmarkIndex ?? 0,
      lcpElement: a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? '',
      phases: lcpPhases(lhr),
      error: lhr.runtimeError?.message,
    };
  } finally {
    await chrome.kill();
  }
}

/** Runs `runs` times and returns the median run (by score, then LCP) plus the per-metric medians. */
export async function lighthouseMedian(url, runs, opts = {}) {
  const all = [];
  for (let i = 0; i < runs; i++)
    all.push(await runLighthouse(url, { ...opts, name: opts.name ? `${opts.name}-${i + 1}` : undefined }));
  return {
    runs: all,
    perf: median(all.map((r) => r.perf)),
    seo: median(all.map((r) => r.seo)),
    lcp: median(all.map((r) => r.lcp)),
    fcp: median(all.map((r) => r.fcp)),
    tbt: median(all.map((r) => r.tbt)),
    cls: median(all.map((r) => r.cls)),
    cpu: median(all.map((r) => r.cpu)),
  };
}
