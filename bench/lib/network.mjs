// The franchise network row of `npm run bench` (issue 38): bench/network.ts on PostgreSQL, then a table.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const TARGET_P95 = 500;

/** Runs the network bench on PostgreSQL at `pgUrl` (a database of its own); its result, or null when it did not run. */
export function runNetworkBench(root, { pgUrl }) {
  const out = path.join(os.tmpdir(), `bench-network-${process.pid}.json`);
  const run = spawnSync(
    path.join(root, 'node_modules/.bin/tsx'),
    ['--conditions=react-server', 'bench/network.ts', `--pg=${pgUrl}`, `--out=${out}`],
    { cwd: root, env: { ...process.env, NODE_ENV: 'development' }, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  if (run.status !== 0) {
    console.warn(`bench: the network overview did not run (is PostgreSQL at ${pgUrl}? set BENCH_PG_URL)`);
    return null;
  }
  const result = JSON.parse(readFileSync(out, 'utf8'));
  rmSync(out, { force: true });
  return result;
}

export function renderNetwork(r) {
  if (!r) return '';
  const n = (v) => v.toLocaleString('en-GB');
  return [
    '',
    '## Franchise network overview (issue 38)',
    '',
    `In-process at the service (getNetworkOverview, what GET /api/network/overview runs after parsing), one caller at a time ` +
      `after 3 warm-up calls, ${r.periods[0].n} calls per period, on PostgreSQL. Data set built by bench/network.ts with ` +
      `set-based SQL in ${(r.seedMs / 1000).toFixed(0)} s: ${r.offices} offices over two years, ${n(r.rows.invoices)} invoices, ` +
      `${n(r.rows.jobs)} jobs, ${n(r.rows.enquiries)} enquiries, ${n(r.rows.ratings)} ratings, ${n(r.rows.clockRecords)} clock records ` +
      `(${n(r.rows.monthlyRows)} rows of network_monthly). ✗ marks a p95 over ${TARGET_P95} ms.`,
    '',
    '| Period | p50 | p95 |',
    '|---|---|---|',
    ...r.periods.map(
      (p) => `| ${p.label} | ${p.p50.toFixed(1)} ms | ${p.p95.toFixed(1)} ms${p.p95 > TARGET_P95 ? ' ✗' : ''} |`,
    ),
    '',
  ].join('\n');
}
