// What a page's first frame waits for, read from a Chromium trace of one load (issue 35). Lighthouse's simulation counts
// a script in the LCP when the script's evaluation started before the LCP it observed (lantern's
// getRenderBlockingNodeData), so the figure that decides a page's simulated LCP is how many scripts ran before its first
// frame was presented, and the rest says what the main thread did until then.
import { chromium } from '@playwright/test';
import { median } from './stats.mjs';

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'loading',
  'v8.execute',
  'fonts',
  'blink.user_timing',
];
// Lighthouse's mobile screen (moto g power), so the first frame paints what Lighthouse's does.
const SCREEN = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

/** Main-thread figures before the first contentful paint of one load of `url`, in a browser of its own. */
export async function traceFirstFrame(url) {
  // A fresh browser per load in the new headless mode, as Lighthouse starts one (page-js.mjs's shared browser serves
  // many loads): no compiled code or connection is left from the last load.
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const page = await (await browser.newContext(SCREEN)).newPage();
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(300);
    return readTrace(JSON.parse((await browser.stopTracing()).toString()).traceEvents);
  } finally {
    await browser.close();
  }
}

const tenth = (n) => Math.round(n * 10) / 10;
const round = (us) => tenth(us / 1000);

function readTrace(events) {
  const nav = events.find(
    (e) =>
      e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && /^http/.test(e.args.data.documentLoaderURL),
  );
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === nav?.pid);
  if (!nav || !fcp) throw new Error('first-frame: the trace has no navigation or no first contentful paint');
  const thread = events.find(
    (e) => e.ph === 'M' && e.name === 'thread_name' && e.pid === nav.pid && e.args.name === 'CrRendererMain',
  ).tid;
  const main = events.filter((e) => e.pid === nav.pid && e.tid === thread && e.ph === 'X' && e.ts >= nav.ts);
  const before = main.filter((e) => e.ts < fcp.ts);
  const total = (name) => round(before.filter((e) => e.name === name).reduce((sum, e) => sum + e.dur, 0));
  // Each script's first evaluation; Next's chunks are the ones Lighthouse can count (the inline payload is the page's).
  const firstRun = new Map();
  for (const e of main.filter((x) => x.name === 'EvaluateScript' && /\/_next\/static\//.test(x.args?.data?.url ?? '')))
    if (!firstRun.has(e.args.data.url) || e.ts < firstRun.get(e.args.data.url)) firstRun.set(e.args.data.url, e.ts);
  const runs = [...firstRun.values()].sort((a, b) => a - b);
  const commits = before.filter((e) => e.name === 'Commit');
  const lastCommit = commits.at(-1);
  const lookups = before.filter((e) => e.name === 'FontCache::GetFontPlatformData');
  return {
    fcp: round(fcp.ts - nav.ts),
    firstScript: runs.length ? round(runs[0] - nav.ts) : null,
    scriptsBefore: runs.filter((ts) => ts < fcp.ts).length,
    parse: total('ParseHTML'),
    style: total('UpdateLayoutTree'),
    layout: total('Layout'),
    fontLookups: lookups.length,
    fontLookupMs: round(lookups.reduce((sum, e) => sum + e.dur, 0)),
    // From the end of the frame's main-thread work to its presentation: raster and display, off the main thread.
    present: lastCommit ? round(fcp.ts - lastCommit.ts - lastCommit.dur) : null,
  };
}

const FIGURES = [
  ['fcp', 'first paint (ms)'],
  ['firstScript', 'first chunk run (ms)'],
  ['scriptsBefore', 'chunks run before it'],
  ['parse', 'parse'],
  ['style', 'style'],
  ['layout', 'layout'],
  ['fontLookups', 'system font lookups'],
  ['fontLookupMs', 'their ms'],
  ['present', 'paint to screen'],
];

/** Traces `targets` ([{ key, url }]) in turn for `rounds` rounds; rows of medians, and how many loads painted first. */
export async function compareFirstFrames(targets, { rounds = 8, log = console.log } = {}) {
  const loads = Object.fromEntries(targets.map((t) => [t.key, []]));
  for (let r = 0; r < rounds; r++)
    for (const t of targets) {
      const load = await traceFirstFrame(t.url);
      loads[t.key].push(load);
      log(`first-frame: round ${r + 1}/${rounds} ${t.key}: ${JSON.stringify(load)}`);
    }
  return targets.map((t) => ({
    key: t.key,
    medians: Object.fromEntries(FIGURES.map(([k]) => [k, median(loads[t.key].map((l) => l[k]))])),
    paintedFirst: loads[t.key].filter((l) => l.scriptsBefore === 0).length,
    loads: loads[t.key].length,
  }));
}

export function renderFirstFrames(rows) {
  const head = ['Page', ...FIGURES.map(([, label]) => label), 'painted before any chunk ran'];
  return [
    'Chromium traces, a fresh browser per load at 412 × 823, no throttling; medians; parse, style and layout are the ' +
      "main thread's ms before the first paint.",
    '',
    `| ${head.join(' | ')} |`,
    `|${head.map(() => '---').join('|')}|`,
    ...rows.map((r) => {
      // A median of an even count is the mean of the middle two: shown to a tenth, as the loads' figures are.
      const cells = FIGURES.map(([k]) => (r.medians[k] === null ? '–' : tenth(r.medians[k])));
      return `| ${[r.key, ...cells, `${r.paintedFirst}/${r.loads}`].join(' | ')} |`;
    }),
  ].join('\n');
}
