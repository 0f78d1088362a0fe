// The franchise network overview's speed (issue 38): 50 offices with two years of work (about 500,000 invoices and
// 400,000 jobs, with enquiries, ratings and clock records in proportion) on PostgreSQL, in a database of its own,
// created and dropped here. Run by `npm run bench -- --only=network`, or alone:
//   npx tsx --conditions=react-server bench/network.ts --pg=postgres://postgres@127.0.0.1:5432/postgres --out=/tmp/n.json
// The data is made by set-based SQL (generate_series), not row by row: a million rows in seconds, the same every run.
// Measured in-process at the service (getNetworkOverview, what GET /api/network/overview runs after parsing), one
// caller at a time after warm-up calls, for each period the screen offers.
import { writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';

const args = Object.fromEntries(
  process.argv
    .slice(2)
    .map((a) => a.replace(/^--/, '').split('='))
    .map(([k, v]) => [k, v ?? 'true']),
);
const OFFICES = 50;
const DAYS = 730;
const INVOICES_PER_OFFICE = 10_000;
const JOBS_PER_OFFICE = 8_000;
const ENQUIRIES_PER_OFFICE = 1_000;
const CALLS = Number(args.calls ?? 30);
const WARM_UP = 3;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function prepareDatabase() {
  const { default: pg } = await import('pg');
  const base = args.pg ?? process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `bench_network_${process.pid}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
  return async () => {
    const c = new pg.Client({ connectionString: base });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  };
}

/**
 * The network in set-based statements. Offices are numbered 1–50 (1 is the head office); each row's day is spread
 * over the two years by a multiplicative hash of its number, so months are evenly but not identically filled.
 */
const SEED = [
  // A bulk load: the row triggers that keep network_monthly are off for this session, and the table is rebuilt from
  // the rows at the end in one statement (what migration 0022 does for the rows that exist).
  `set session_replication_role = replica`,
  `insert into companies (name, code, head_office)
     select 'Bench office ' || lpad(n::text, 2, '0'), 'BENCH' || n, n = 1 from generate_series(1, ${OFFICES}) n`,
  `create temporary table office as
     select id, (row_number() over (order by code collate "C"))::int as n from companies where code like 'BENCH%'`,
  `insert into users (email, password_hash, first_name, last_name, role, company_id)
     select 'bench.cleaner.' || o.n || '@example.test', 'not-a-login', 'Bench', 'Cleaner ' || o.n, 'Cleaner', o.id
     from office o`,
  // Invoices: 1 in 20 a draft; those of the last three weeks half unpaid, and 1 in 50 older ones left unpaid
  // (overdue); the rest paid 0–24 days after issue (never in the future).
  `insert into invoices (company_id, invoice_number, status, create_date, due_date, sub_total_pence, total_pence, paid_at)
     select o.id, 'B-' || g, s.status, s.at, s.at + interval '14 days', s.pence, s.pence,
            case when s.status = 2 then least(s.at + (g % 25) * interval '1 day', now()) end
     from office o cross join generate_series(1, ${INVOICES_PER_OFFICE}) g
     cross join lateral (
       select now() - ((g * 7919 + o.n * 31) % ${DAYS}) * interval '1 day' - (g % 480) * interval '1 minute' as at,
              4500 + (g * 37 % 200) * 100 as pence,
              case when g % 20 = 0 then 0
                   when (g * 7919 + o.n * 31) % ${DAYS} < 21 and g % 2 = 0 then 1
                   when g % 50 = 1 then 1
                   else 2 end as status
     ) s`,
  // Jobs: visits over the two years (a few weeks ahead too), completed once past (1 in 25 cancelled); 1 in 5 booked
  // online, a week before the visit.
  `insert into jobs (company_id, title, service, stage, scheduled_date, start_time, duration_minutes, source,
                     booking_status, cancelled_at, created_at)
     select o.id, 'Visit ' || g, 'House Cleaning', case when s.day <= current_date then 3 else 0 end, s.day, '09:30',
            150, case when g % 5 = 0 then 'online' else 'office' end,
            case when g % 5 = 0 then 'confirmed' end,
            case when g % 25 = 0 then s.day::timestamptz end,
            s.day::timestamptz - interval '7 days'
     from office o cross join generate_series(1, ${JOBS_PER_OFFICE}) g
     cross join lateral (select current_date - ((g * 7907 + o.n * 17) % (${DAYS} + 28)) + 28 as day) s`,
  `insert into enquiries (id, company_id, name, email, phone, address, post_code, message_description, category,
                          status, created_at)
     select gen_random_uuid(), o.id, 'Enquirer ' || g, 'e' || g || '@example.test', '01603 000000', '1 High Street', 'NR1 1AA', 'A quote',
            'general', case when g % 3 = 0 then 'converted' else 'new' end,
            now() - ((g * 7901 + o.n) % ${DAYS}) * interval '1 day'
     from office o cross join generate_series(1, ${ENQUIRIES_PER_OFFICE}) g`,
  // Ratings for one completed visit in ten; a clock record (2.5 h) for every other completed visit.
  `insert into job_ratings (job_id, company_id, rating, first_name, created_at)
     select j.id, j.company_id, 1 + abs(hashtext(j.id::text)) % 5, 'Ann', j.scheduled_date + interval '1 day'
     from jobs j where j.stage = 3 and abs(hashtext(j.id::text)) % 10 = 0`,
  `insert into clock_records (company_id, user_id, job_id, clock_in, clock_out)
     select j.company_id, u.id, j.id, j.scheduled_date + interval '9 hours', j.scheduled_date + interval '11.5 hours'
     from jobs j join users u on u.company_id = j.company_id and u.email like 'bench.cleaner.%'
     where j.stage = 3 and j.cancelled_at is null and abs(hashtext(j.id::text)) % 2 = 0`,
  `set session_replication_role = origin`,
  `select network_monthly_rebuild()`,
  // What autovacuum does to a table at rest: statistics, and the visibility map index-only scans rely on.
  `vacuum analyze`,
];

async function main() {
  const drop = await prepareDatabase();
  process.env.SEED_DEMO_DATA = 'false';
  const { closeDb, getDb } = await import('@/lib/server/db/client');
  try {
    const { getNetworkOverview } = await import('@/lib/server/network/overview');
    const db = await getDb();
    // The app's pool stops a query after a few seconds; the seed's statements run longer, on a client of their own.
    const { default: pg } = await import('pg');
    const seeder = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await seeder.connect();
    const seeded = performance.now();
    for (const statement of SEED) await seeder.query(statement);
    const seedMs = Math.round(performance.now() - seeded);
    const countOf = async (table: string) =>
      (await seeder.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0]!.n;
    const rows = {
      invoices: await countOf('invoices'),
      jobs: await countOf('jobs'),
      enquiries: await countOf('enquiries'),
      ratings: await countOf('job_ratings'),
      clockRecords: await countOf('clock_records'),
      monthlyRows: await countOf('network_monthly'),
    };
    await seeder.end();
    console.log(`bench network: seeded in ${(seedMs / 1000).toFixed(1)} s: ${JSON.stringify(rows)}`);

    const today = new Date().toISOString().slice(0, 10);
    const twoYearsAgo = `${Number(today.slice(0, 4)) - 2}${today.slice(4, 7)}-01`;
    const periods = [
      { label: 'This month', input: { period: 'month' as const } },
      { label: 'Last month', input: { period: 'lastMonth' as const } },
      { label: 'Quarter', input: { period: 'quarter' as const } },
      { label: 'Year', input: { period: 'year' as const } },
      { label: 'Two years (custom)', input: { period: 'custom' as const, from: twoYearsAgo, to: today } },
    ];
    const results = [];
    for (const { label, input } of periods) {
      const times: number[] = [];
      for (let i = 0; i < WARM_UP + CALLS; i++) {
        const t0 = performance.now();
        const overview = await getNetworkOverview(db, input);
        const ms = performance.now() - t0;
        if (i >= WARM_UP) times.push(ms);
        if (i === 0 && overview.offices.length !== OFFICES) throw new Error('bench network: offices missing');
      }
      times.sort((a, b) => a - b);
      const r = { label, n: times.length, p50: percentile(times, 50), p95: percentile(times, 95) };
      console.log(`bench network: ${label}: p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms`);
      results.push(r);
    }
    if (args.out) writeFileSync(args.out, JSON.stringify({ offices: OFFICES, seedMs, rows, periods: results }));
  } finally {
    await closeDb();
    if (args.keep === 'true') console.log(`bench network: kept ${process.env.DATABASE_URL}`);
    else await drop();
  }
}

// No top-level await: tsx runs this file as CommonJS (the package is not "type": "module").
main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
