// `npm run bench`: builds if needed, then for each way the site is served (the standard server, a plain `next start`
// with no preload; and `npm start`'s, with its optional client-address guard) starts it on a fresh embedded database
// (demo data plus a 10,000-row enquiry list), measures the public pages in Chromium and Lighthouse and the server with
// autocannon, prints the tables and writes them to bench/results.md. Not part of `npm test`: timings are noisy.
//
//   npm run bench                         everything, Lighthouse median of 3; the side-by-side LCP table against the
//                                         bare reference page (bench/reference) with --rounds=7 interleaved rounds
//   npm run bench -- --only=compare --rounds=7 --applied=3 --compare=home,service   the side-by-side table alone
//   npm run bench -- --runs=1 --only=pages --pages=home,login
//   npm run bench -- --url=http://localhost:3000 --only=pages --out=/tmp/r.md   a server that is already running
//   npm run bench -- --only=compare --url=… --compare=service --extra=B-service=http://localhost:3002/services/x   two builds
//   --lighthouse=false (JS only), --files (list each script), --reports=DIR (keep Lighthouse JSON), --seconds=10
//   --servers=standard,npm-start (default both)
//   npm run bench -- --only=booking       the online booking's slot search and quote only (no build, no server), on
//                                         PGlite and on PostgreSQL at BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres)
//   npm run bench -- --only=network       the franchise network overview, 50 offices × 2 years, on PostgreSQL at BENCH_PG_URL
//   npm run bench -- --only=offline       the Cleaner's offline app (issue 39): the app shell's size and an offline cold
//                                         start to the day screen on a 4× slowed phone (--offline-runs, default 5);
//                                         written to its own block of bench/results.md, replaced in place
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ensureBuild, serverArgs } from '../scripts/lib/build.mjs';
import { buildReference, compareLcp, renderComparison, startReference } from './lib/compare.mjs';
import { parseArgs, waitFor as waitForServer } from './lib/cli.mjs';
import { lighthouseMedian } from './lib/lighthouse.mjs';
import { renderBooking, runBookingBench } from './lib/booking.mjs';
import { renderNetwork, runNetworkBench } from './lib/network.mjs';
import { adminToken, serverScenarios } from './lib/load.mjs';
import { launchBrowser, measurePageJs } from './lib/page-js.mjs';
import { machine, renderResults } from './lib/report.mjs';
import { renderOffline, runOfflineBench } from './lib/offline.mjs';
import os from 'node:os';

const root = path.resolve(import.meta.dirname, '..');
const args = parseArgs();
const runs = Number(args.runs ?? 3);
const only = args.only ? args.only.split(',') : ['compare', 'pages', 'server', 'booking', 'network', 'offline'];
const basePort = Number(process.env.BENCH_PORT ?? 3590);
const SERVERS = {
  standard: 'Standard server (`next start`)',
  'npm-start': '`npm start` (its own server, scripts/server.mjs)',
};
const servers = (args.servers ? args.servers.split(',') : Object.keys(SERVERS)).filter((k) => k in SERVERS);
const ADMIN = { email: 'admin@demo.cleaning.test', password: 'Clean-Demo-2026' };
const ROWS = 10_000;
const KEEP_MARKER = '<!-- Everything below this line is kept when `npm run bench` rewrites the tables above. -->';

/** The pages of issue 12's table, with the targets they are held to. */
export const PAGES = [
  { key: 'home', path: '/', group: 'content' },
  { key: 'service', path: '/services/carpet-cleaning', group: 'content' },
  { key: 'location', path: '/locations/norwich', group: 'content' },
  { key: 'blog-list', path: '/blogs', group: 'content' },
  { key: 'blog-post', path: null, group: 'content' },
  { key: 'apply-now', path: '/apply-now', group: 'forms' },
  { key: 'contact', path: '/contact', group: 'forms' },
  { key: 'franchise', path: '/franchise', group: 'forms' },
  { key: 'login', path: '/auth/jwt/login', group: 'login' },
  { key: 'book', path: '/book', group: 'forms' },
];

/** The pages issue 35 holds to the bare page's LCP. */
const COMPARED = ['home', 'service', 'location', 'blog-list', 'blog-post', 'login', 'book'];

const waitFor = (url) => waitForServer(url, 180_000);

// One build serves both servers, so both answer on one address (Next's own compression either way).
const siteUrl = `http://localhost:${basePort}`;

async function startServer(kind) {
  const port = String(basePort);
  // Static pages carry the site's origin, so the build is made for the address the bench serves it on.
  if (args.build !== 'false') ensureBuild(root, { ...process.env, SITE_URL: siteUrl });
  const dataDir = path.join(root, '.data', `bench-${port}`);
  rmSync(dataDir, { recursive: true, force: true });
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    SITE_URL: siteUrl,
    DATABASE_URL: '',
    // One server owns the embedded database folder (production refuses PGlite without saying so).
    EMBEDDED_DB_SINGLE_SERVER: 'true',
    PGLITE_DATA_DIR: dataDir,
    UPLOAD_DIR: path.join(dataDir, 'uploads'),
    SEED_DEMO_DATA: 'true',
    SMTP_URL: '',
    AUTH_SECRET: process.env.AUTH_SECRET ?? 'bench-secret-for-local-measurements-only-0123456789',
    ...(kind === 'standard' ? { CLIENT_ADDRESS_FROM: 'x-forwarded-for' } : {}),
  };
  const seeded = spawnSync(
    path.join(root, 'node_modules/.bin/tsx'),
    ['--conditions=react-server', 'bench/seed-enquiries.ts', String(ROWS)],
    { cwd: root, env, stdio: 'inherit' },
  );
  if (seeded.status !== 0) throw new Error('bench: could not prepare the database');
  const calendarTokenFile = path.join(dataDir, 'calendar-token');
  const calendar = spawnSync(
    path.join(root, 'node_modules/.bin/tsx'),
    ['--conditions=react-server', 'bench/seed-calendar.ts', calendarTokenFile],
    { cwd: root, env, stdio: 'inherit' },
  );
  if (calendar.status !== 0) throw new Error('bench: could not prepare the calendar feed');
  // As npm start serves: its own server (scripts/server.mjs) unless CLIENT_ADDRESS_FROM is set (the standard server's
  // case, plain next start).
  const server = spawn(process.execPath, serverArgs(root, env, port), {
    cwd: root,
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const base = siteUrl;
  await waitFor(`${base}/`);
  return {
    base,
    calendarToken: readFileSync(calendarTokenFile, 'utf8').trim(),
    stop: () => {
      try {
        process.kill(-server.pid, 'SIGTERM');
      } catch {}
    },
  };
}

async function firstPostPath(base) {
  const res = await fetch(`${base}/api/blog/blogs?domainName=${encodeURIComponent(base)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ pageNumber: 1, pageSize: 30 }),
  });
  const { data } = await res.json();
  const post = data.find((b) => b.category?.toLowerCase() !== 'career');
  if (!post) throw new Error('bench: no published blog post to measure');
  return `/blogs/${post.id}`;
}

async function measurePages(base) {
  const wanted = args.pages ? args.pages.split(',') : PAGES.map((p) => p.key);
  const pages = PAGES.filter((p) => wanted.includes(p.key));
  const browser = await launchBrowser();
  const out = [];
  try {
    for (const p of pages) {
      const pagePath = p.path ?? (await firstPostPath(base));
      const url = `${base}${pagePath}`;
      await fetch(url); // a first request renders on-demand pages, so no run pays for it
      const phone = await measurePageJs(browser, url, 'phone');
      const desktop = await measurePageJs(browser, url, 'desktop');
      const lh =
        args.lighthouse === 'false'
          ? null
          : await lighthouseMedian(url, runs, { reportDir: args.reports, name: p.key });
      out.push({ ...p, path: pagePath, phone, desktop, lh });
      console.log(
        `bench: ${p.key} ${pagePath}: JS ${phone.kib.toFixed(1)} / ${desktop.kib.toFixed(1)} KiB` +
          (lh
            ? `, perf ${lh.perf}, LCP ${(lh.lcp / 1000).toFixed(2)} s, TBT ${Math.round(lh.tbt)} ms, CLS ${lh.cls.toFixed(3)}, SEO ${lh.seo}, CPU index ${Math.round(lh.cpu)}`
            : ''),
      );
      if (args.files)
        for (const f of phone.files) console.log(`    ${(f.gzip / 1024).toFixed(1).padStart(6)} KiB  ${f.url}`);
    }
  } finally {
    await browser.close();
  }
  return out;
}

/** The side-by-side table: the bare reference page and the site's pages on the standard server, rounds interleaved. */
async function compareWithReference() {
  buildReference(root);
  const reference = await startReference(root, String(basePort + 1), waitFor);
  const site = args.url ? { base: args.url.replace(/\/$/, ''), stop: () => {} } : await startServer('standard');
  try {
    const wanted = args.compare ? args.compare.split(',') : COMPARED;
    const targets = [{ key: 'bare', url: `${reference.base}/`, path: '/' }];
    for (const p of PAGES.filter((p) => wanted.includes(p.key))) {
      const pagePath = p.path ?? (await firstPostPath(site.base));
      await fetch(`${site.base}${pagePath}`); // a first request renders on-demand pages, so no run pays for it
      targets.push({ key: p.key, url: `${site.base}${pagePath}`, path: pagePath });
    }
    // --extra=key=url,...: further pages measured in the same rounds, such as the same page from another build (a
    // variant of the config, another Next.js version and its own bare page), to compare two builds side by side.
    for (const [key, ...url] of (args.extra ? args.extra.split(',') : []).map((e) => e.split('='))) {
      await fetch(url.join('='));
      targets.push({ key, url: url.join('='), path: new URL(url.join('=')).pathname });
    }
    await fetch(`${reference.base}/`);
    const rounds = Number(args.rounds ?? 7);
    const devtoolsRounds = Number(args.applied ?? 3);
    const rows = await compareLcp(targets, { rounds, devtoolsRounds, reportDir: args.reports });
    return renderComparison(rows, { rounds, devtoolsRounds });
  } finally {
    reference.stop();
    site.stop();
    await new Promise((r) => setTimeout(r, 2000));
  }
}

const started = new Date();
const before = machine();
const sections = [];
const comparison = only.includes('compare') ? await compareWithReference() : '';
// Before the servers: it needs none, and runs on a quieter machine.
const booking = only.includes('booking')
  ? runBookingBench(root, { pgUrl: process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' })
  : [];
const network = only.includes('network')
  ? runNetworkBench(root, { pgUrl: process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' })
  : null;
let offline = null;
const measuresPages = only.some((o) => o === 'pages' || o === 'server' || o === 'offline');
for (const kind of args.url ? ['given'] : measuresPages ? servers : []) {
  const server = args.url ? { base: args.url.replace(/\/$/, ''), stop: () => {} } : await startServer(kind);
  const section = { name: SERVERS[kind] ?? `Server at ${args.url}`, pages: [], load: [] };
  try {
    console.log(`bench: ${section.name}`);
    if (only.includes('pages')) section.pages = await measurePages(server.base);
    if (only.includes('server')) {
      const token = await adminToken(server.base, ADMIN.email, ADMIN.password);
      section.load = await serverScenarios(server.base, {
        token,
        ...ADMIN,
        calendarToken: server.calendarToken,
        connections: 20,
        seconds: Number(args.seconds ?? 10),
      });
    }
    // Once, on the first server: the offline app runs from the phone's own copy, whichever server delivered it.
    if (only.includes('offline') && !offline) {
      const token = await adminToken(server.base, ADMIN.email, ADMIN.password);
      offline = await runOfflineBench(server.base, { token, runs: Number(args['offline-runs'] ?? 5) });
      const median = offline.starts.map((s) => s.ms).sort((a, b) => a - b)[Math.floor((offline.runs - 1) / 2)];
      console.log(
        `bench: offline cold start to the day screen, median ${Math.round(median)} ms of ${offline.runs}; first visit ` +
          `${((offline.visit.html + offline.visit.js + offline.visit.css) / 1024).toFixed(1)} KiB as sent`,
      );
    }
  } finally {
    server.stop();
    // The next server opens the same data folder: wait until this one has let go of it.
    await new Promise((r) => setTimeout(r, 2000));
  }
  if (section.pages.length || section.load.length) sections.push(section);
}
const OFFLINE_START = '<!-- offline-bench -->';
const OFFLINE_END = '<!-- /offline-bench -->';
const cpu = os.cpus();
const offlineBlock = offline
  ? `${OFFLINE_START}\n${renderOffline(offline, {
      at: started,
      machineName: `${os.hostname()} (${cpu.length} × ${cpu[0]?.model.trim() ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, load average ${before.load} at the start)`,
    })}${OFFLINE_END}`
  : '';
if (offlineBlock) console.log(`\n${offlineBlock}`);
// Only the offline measure asked for: the other tables are left as they are.
const offlineOnly = only.every((o) => o === 'offline');
const markdown =
  renderResults({ started, before, after: machine(), runs, sections, rows: ROWS, comparison }) +
  renderBooking(booking) +
  renderNetwork(network);
if (!offlineOnly) console.log(`\n${markdown}`);
if (args.write !== 'false') {
  const file = path.resolve(root, args.out ?? 'bench/results.md');
  // Measurements made by hand (the back office's) sit below a marker in the same file and are kept.
  const previous = existsSync(file) ? readFileSync(file, 'utf8') : '';
  let kept = previous.includes(KEEP_MARKER) ? `\n\n${previous.slice(previous.indexOf(KEEP_MARKER))}` : '';
  // The offline figures have a block of their own below the marker, replaced in place.
  if (offlineBlock) {
    const [from, to] = [kept.indexOf(OFFLINE_START), kept.indexOf(OFFLINE_END)];
    kept =
      from >= 0 && to > from
        ? kept.slice(0, from) + offlineBlock + kept.slice(to + OFFLINE_END.length)
        : `${kept || `\n\n${KEEP_MARKER}`}\n\n${offlineBlock}\n`;
  }
  const top =
    offlineOnly && previous.includes(KEEP_MARKER)
      ? previous.slice(0, previous.indexOf(KEEP_MARKER)).trimEnd()
      : markdown;
  writeFileSync(file, top + kept);
  // The repository's formatter aligns the tables, so a bench run leaves a file the CI's format check accepts.
  spawnSync(process.execPath, [path.join(root, 'node_modules/prettier/bin/prettier.cjs'), '--write', file], {
    stdio: 'ignore',
  });
  console.log(`bench: written to ${path.relative(root, file)}`);
}
process.exit(0);
