// The bench's one table, as Markdown, with the date and the machine it ran on.
import { execFileSync } from 'node:child_process';
import os from 'node:os';

const TARGETS = {
  content: { js: 115, perf: 97, lcp: 1500, tbt: 100 },
  forms: { js: 125, perf: 95, lcp: 1500, tbt: 150 },
  login: { js: 125, perf: 95, lcp: 1500, tbt: 150 },
};

function chromiumVersion() {
  try {
    return execFileSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return 'unknown';
  }
}

export function machine() {
  return {
    load: os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' '),
    at: new Date(),
  };
}

const mark = (ok) => (ok ? '' : ' ✗');

function pageRows(pages) {
  return pages.map((p) => {
    const t = TARGETS[p.group];
    const js = `${p.phone.kib.toFixed(1)}${mark(p.phone.kib <= t.js)} / ${p.desktop.kib.toFixed(1)}${mark(p.desktop.kib <= t.js)}`;
    if (!p.lh) return `| ${p.key} \`${p.path}\` | ${js} | ${p.phone.htmlSentKib.toFixed(1)} | – | – | – | – | – | – |`;
    const { perf, lcp, tbt, cls, seo, cpu } = p.lh;
    return (
      `| ${p.key} \`${p.path}\` | ${js} | ${p.phone.htmlSentKib.toFixed(1)} | ${perf}${mark(perf >= t.perf)} | ${(lcp / 1000).toFixed(2)} s${mark(lcp <= t.lcp)}` +
      ` | ${Math.round(tbt)} ms${mark(tbt <= t.tbt)} | ${cls.toFixed(3)}${mark(cls < 0.0005)} | ${seo} | ${Math.round(cpu)} |`
    );
  });
}

export function renderResults({ started, before, after, runs, sections, rows, comparison = '' }) {
  const cpus = os.cpus();
  const lines = [
    '# Benchmark results',
    '',
    `Run ${started.toISOString().replace('T', ' ').slice(0, 16)} UTC by \`npm run bench\` on ${os.hostname()}: ` +
      `${cpus.length} × ${cpus[0]?.model.trim() ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.type()} ${os.release()}, ` +
      `Node ${process.version}, ${chromiumVersion()}. Load average (1/5/15 min) ${before.load} at the start, ${after.load} at the end ` +
      '(other processes share the machine; figures move by several per cent between runs).',
    '',
  ];
  if (comparison) lines.push('## Side by side with a bare Next.js page (standard server)', '', comparison);
  for (const { name, pages, load } of sections) {
    lines.push(`## ${name}`, '');
    if (pages.length) {
      lines.push(
        '### Public pages',
        '',
        `JavaScript: every script the browser fetched before the load event, gzip level 6, at 390 px (phone) / 1280 px (desktop), empty cache. HTML: the document's body as the server sent it (its gzip). ` +
          `Lighthouse ${runs > 1 ? `median of ${runs} runs` : '1 run'}, default mobile settings (simulated slow 4G, 4× CPU slowdown). ` +
          '✗ marks a figure outside its target (content pages ≤ 115 KiB, ≥ 97, LCP ≤ 1.5 s, TBT ≤ 100 ms; forms and sign-in ≤ 125 KiB, ≥ 95, TBT ≤ 150 ms; CLS 0). ' +
          "CPU index: Lighthouse's benchmarkIndex, median of the runs (higher is faster); TBT is the observed long tasks times four, so it moves with this.",
        '',
        '| Page | JS of a first visit, KiB gzip (phone / desktop) | HTML KiB as sent | Performance | LCP | TBT | CLS | SEO | CPU index |',
        '|---|---|---|---|---|---|---|---|---|',
        ...pageRows(pages),
        '',
      );
    }
    if (load.length) {
      lines.push(
        '### Server',
        '',
        `autocannon, 20 connections, each after a 2 s warm-up; on the embedded database (PGlite) with the demo data and ` +
          `${rows.toLocaleString('en-GB')} enquiries in the Administrator's list (page size 100, so page 100 is the last). Each enquiry POST carries a new id.`,
        '',
        '| Request | Requests/s | p50 | p99 | Requests (seconds) | Not 2xx |',
        '|---|---|---|---|---|---|',
        ...load.map(
          (r) =>
            `| ${r.name} | ${Math.round(r.rps).toLocaleString('en-GB')} | ${r.p50} ms | ${r.p99} ms | ${r.total.toLocaleString('en-GB')} (${r.seconds} s) | ${r.failed} |`,
        ),
        '',
      );
    }
  }
  return lines.join('\n');
}
