// The site's pages against a bare Next.js page (bench/reference), measured in the same run with rounds interleaved, so
// that the machine's noise (other builds, other browsers) falls on both alike. Lighthouse mobile (simulated slow 4G, 4×
// CPU) gives each page's best and median LCP as ratios to the bare page's; a few further rounds with applied throttling
// (Lighthouse's `devtools` method: the network and the CPU really slowed) give a figure closer to a phone.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { runLighthouse } from './lighthouse.mjs';
import { launchBrowser, measurePageJs } from './page-js.mjs';
import { median } from './stats.mjs';

export const REFERENCE_DIR = 'bench/reference';

const best = (values) => Math.min(...values);

function newestMtime(p) {
  if (!existsSync(p)) return 0;
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  return readdirSync(p)
    .filter((name) => name !== '.next' && name !== 'node_modules')
    .reduce((max, name) => Math.max(max, newestMtime(path.join(p, name))), s.mtimeMs);
}

/** `next build` of the reference app, with the site's own Next.js, when it has no build or its sources are newer. */
export function buildReference(root) {
  const dir = path.join(root, REFERENCE_DIR);
  const buildId = path.join(dir, '.next', 'BUILD_ID');
  const lock = path.join(root, 'package-lock.json');
  if (existsSync(buildId) && statSync(buildId).mtimeMs > Math.max(newestMtime(dir), statSync(lock).mtimeMs)) return;
  console.log('> Building the bare reference page (bench/reference)...');
  const result = spawnSync(path.join(root, 'node_modules/.bin/next'), ['build', dir], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) throw new Error('bench: the reference app did not build');
}

/** Starts the reference app on `port` with `next start`, as the site's standard server is started. */
export async function startReference(root, port, waitFor) {
  const server = spawn(
    path.join(root, 'node_modules/.bin/next'),
    ['start', path.join(root, REFERENCE_DIR), '-p', port],
    {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'ignore', 'inherit'],
      detached: true,
    },
  );
  const base = `http://localhost:${port}`;
  await waitFor(`${base}/`);
  return {
    base,
    stop: () => {
      try {
        process.kill(-server.pid, 'SIGTERM');
      } catch {}
    },
  };
}

/**
 * `targets`: [{ key, url }], the bare page first. Each round runs Lighthouse once on every target, starting one place
 * further along the list each round, so no page always runs first or right after another.
 */
export async function compareLcp(targets, { rounds = 7, devtoolsRounds = 3, reportDir, log = console.log } = {}) {
  const runs = Object.fromEntries(targets.map((t) => [t.key, []]));
  const applied = Object.fromEntries(targets.map((t) => [t.key, []]));
  const order = (r) => targets.map((_, i) => targets[(i + r) % targets.length]);
  for (let r = 0; r < rounds; r++) {
    for (const t of order(r)) {
      const lh = await runLighthouse(t.url, { reportDir, name: reportDir ? `${t.key}-${r + 1}` : undefined });
      runs[t.key].push(lh);
      log(
        `bench: round ${r + 1}/${rounds} ${t.key}: LCP ${Math.round(lh.lcp)} ms (observed ${Math.round(lh.observedLcp)} ms, ` +
          `scripts arrived before it ${lh.scripts.arrived}, counted in the LCP ${lh.scripts.counted}), FCP ${Math.round(lh.fcp)} ms, TBT ${Math.round(lh.tbt)} ms, CLS ${lh.cls.toFixed(3)}, ` +
          `perf ${lh.perf}, LCP element ${lh.lcpElement.slice(0, 60)}`,
      );
    }
  }
  for (let r = 0; r < devtoolsRounds; r++) {
    for (const t of order(r)) {
      const lh = await runLighthouse(t.url, { throttlingMethod: 'devtools' });
      applied[t.key].push(lh);
      log(`bench: applied throttling ${r + 1}/${devtoolsRounds} ${t.key}: LCP ${Math.round(lh.lcp)} ms`);
    }
  }
  const browser = await launchBrowser();
  const js = {};
  try {
    for (const t of targets) js[t.key] = await measurePageJs(browser, t.url, 'phone');
  } finally {
    await browser.close();
  }
  const ref = targets[0].key;
  const refBest = best(runs[ref].map((x) => x.lcp));
  const refMedian = median(runs[ref].map((x) => x.lcp));
  const refApplied = applied[ref].length ? median(applied[ref].map((x) => x.lcp)) : NaN;
  return targets.map((t) => {
    const lcps = runs[t.key].map((x) => x.lcp);
    const appliedLcp = applied[t.key].length ? median(applied[t.key].map((x) => x.lcp)) : NaN;
    return {
      key: t.key,
      path: t.path ?? new URL(t.url).pathname,
      lcps,
      bestLcp: best(lcps),
      medianLcp: median(lcps),
      bestRatio: best(lcps) / refBest,
      medianRatio: median(lcps) / refMedian,
      perf: median(runs[t.key].map((x) => x.perf)),
      tbt: median(runs[t.key].map((x) => x.tbt)),
      maxTbt: Math.max(...runs[t.key].map((x) => x.tbt)),
      cls: Math.max(...runs[t.key].map((x) => x.cls)),
      fastMode: runs[t.key].filter((x) => x.scripts.counted === 0).length,
      appliedLcp,
      appliedRatio: appliedLcp / refApplied,
      jsKib: js[t.key].kib,
      jsIdleKib: js[t.key].idleKib,
      jsOverRef: js[t.key].kib - js[ref].kib,
      lcpElement: runs[t.key][0]?.lcpElement ?? '',
    };
  });
}

const ms = (v) => (Number.isFinite(v) ? `${Math.round(v)}` : '–');
const x = (v) => (Number.isFinite(v) ? `${v.toFixed(2)}×` : '–');

/** Markdown: the ratio table, with each figure held to issue 35's targets (✗ where it misses). */
export function renderComparison(rows, { rounds, devtoolsRounds }) {
  const mark = (ok) => (ok ? '' : ' ✗');
  const [ref, ...pages] = rows;
  return [
    `Lighthouse mobile (simulated slow 4G, 4× CPU), ${rounds} rounds, the pages in turn within each round (a different one first each round). ` +
      `Best and median LCP, and each as a ratio to the bare page's best and median in the same run (targets ≤ 1.5× and ≤ 1.2×). ` +
      `"Fast": runs in which the simulated LCP counted no script: none had arrived when the LCP was observed, or only large ones that began running after it (bench/lib/lighthouse.mjs). ` +
      `Applied: median LCP of ${devtoolsRounds} runs with Lighthouse's devtools throttling (the network and CPU really slowed). ` +
      `JS: scripts fetched before the load event at 390 px, gzip, against the bare page's + 15 KiB; then all the page had fetched by itself once loaded and idle (dialogs and islands it prepares for a first tap). Targets: Performance 100, TBT ≤ 50 ms, CLS 0.`,
    '',
    '| Page | LCP best | LCP median | best ratio | median ratio | fast | Performance | TBT median (max) | CLS | applied LCP (ratio) | JS KiB (vs bare) | JS KiB once idle |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
    `| bare Next.js \`${ref.path}\` | ${ms(ref.bestLcp)} | ${ms(ref.medianLcp)} | 1.00× | 1.00× | ${ref.fastMode}/${ref.lcps.length} | ${ref.perf} | ${ms(ref.tbt)} (${ms(ref.maxTbt)}) | ${ref.cls.toFixed(3)} | ${ms(ref.appliedLcp)} | ${ref.jsKib.toFixed(1)} | ${ref.jsIdleKib.toFixed(1)} |`,
    ...pages.map(
      (p) =>
        `| ${p.key} \`${p.path}\` | ${ms(p.bestLcp)} | ${ms(p.medianLcp)} | ${x(p.bestRatio)}${mark(p.bestRatio <= 1.5)} | ${x(p.medianRatio)}${mark(p.medianRatio <= 1.2)} | ` +
        `${p.fastMode}/${p.lcps.length} | ${p.perf}${mark(p.perf >= 100)} | ${ms(p.tbt)} (${ms(p.maxTbt)})${mark(p.tbt <= 50)} | ${p.cls.toFixed(3)}${mark(p.cls < 0.0005)} | ` +
        `${ms(p.appliedLcp)} (${x(p.appliedRatio)}) | ${p.jsKib.toFixed(1)} (${p.jsOverRef >= 0 ? '+' : ''}${p.jsOverRef.toFixed(1)})${mark(p.jsOverRef <= 15)} | ${p.jsIdleKib.toFixed(1)} |`,
    ),
    '',
  ].join('\n');
}
