// The online booking row of `npm run bench` (issue 28): bench/booking.ts once per database, then a table.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const TARGETS = { slots: 200, quote: 50 };

/** Runs the booking bench on PGlite and, when `pgUrl` answers, on PostgreSQL; the results of the runs that worked. */
export function runBookingBench(root, { pgUrl }) {
  const results = [];
  for (const driver of ['pglite', 'pg']) {
    const out = path.join(os.tmpdir(), `bench-booking-${process.pid}-${driver}.json`);
    const run = spawnSync(
      path.join(root, 'node_modules/.bin/tsx'),
      ['--conditions=react-server', 'bench/booking.ts', `--driver=${driver}`, `--pg=${pgUrl}`, `--out=${out}`],
      {
        cwd: root,
        env: { ...process.env, NODE_ENV: 'development' },
        stdio: ['ignore', 'inherit', 'inherit'],
      },
    );
    if (run.status !== 0) {
      console.warn(
        `bench: booking on ${driver} did not run${driver === 'pg' ? ` (is PostgreSQL at ${pgUrl}? set BENCH_PG_URL)` : ''}`,
      );
      continue;
    }
    results.push(JSON.parse(readFileSync(out, 'utf8')));
    rmSync(out, { force: true });
  }
  return results;
}

const ms = (n, target) => `${n.toFixed(1)} ms${n > target ? ' ✗' : ''}`;

export function renderBooking(results) {
  if (!results.length) return '';
  const r0 = results[0];
  return [
    '',
    '## Online booking (issue 28)',
    '',
    `In-process at the service (the route handler's work after parsing: queries and engine, no HTTP), one caller at a time, after 10 warm-up calls. ` +
      `Data set built by bench/booking.ts: one company with ${r0.cleaners} cleaners, ${r0.days} days of rota (${r0.shifts.toLocaleString('en-GB')} shifts), ` +
      `${r0.jobs.toLocaleString('en-GB')} held online jobs (20 a day, teams of two), ${r0.leaves} approved leaves (weeks and half days). ` +
      `Slot search: a 3-bedroom, 2-bathroom house clean (team of two, 3 h), 7 days from a different week each call, ${r0.slots.n} calls; quote: ${r0.quote.n} calls. ` +
      `✗ marks a p95 over its target (slots ${TARGETS.slots} ms, quote ${TARGETS.quote} ms).`,
    '',
    '| Database | Slot search p50 | Slot search p95 | Times offered per 7-day search | Quote p50 | Quote p95 |',
    '|---|---|---|---|---|---|',
    ...results.map(
      (r) =>
        `| ${r.driver === 'pg' ? 'PostgreSQL' : 'PGlite (embedded, in memory)'} | ${r.slots.p50.toFixed(1)} ms | ${ms(r.slots.p95, TARGETS.slots)} | ${r.slots.offeredPerSearch} | ${r.quote.p50.toFixed(1)} ms | ${ms(r.quote.p95, TARGETS.quote)} |`,
    ),
    '',
    ...(r0.calendars
      ? [
          `Then (issue 37) each cleaner connects an own calendar of ${r0.calendars.eventsEach.toLocaleString('en-GB')} events (20 weekly rules with an EXDATE, the rest single), served on loopback; one scheduled round reads all ${r0.calendars.calendars}, and the same slot search runs again with their busy periods.`,
          '',
          '| Database | Read all calendars | Busy periods stored | Slot search p50 after | Slot search p95 after |',
          '|---|---|---|---|---|',
          ...results.map(
            (r) =>
              `| ${r.driver === 'pg' ? 'PostgreSQL' : 'PGlite (embedded, in memory)'} | ${(r.calendars.readMs / 1000).toFixed(1)} s | ${r.calendars.busyPeriods.toLocaleString('en-GB')} | ${r.slotsWithCalendars.p50.toFixed(1)} ms | ${ms(r.slotsWithCalendars.p95, TARGETS.slots)} |`,
          ),
          '',
        ]
      : []),
  ].join('\n');
}
