// The online booking's speed (issue 28): slot search and quote for a company with 60 cleaners, three months of rota,
// leave and jobs, and 20 bookings a day, on one database (this process's): `--driver=pglite` (in memory) or
// `--driver=pg --pg=postgres://…` (a database of its own, created and dropped here). Run by `npm run bench` (twice,
// once per driver) or alone:
//   npx tsx --conditions=react-server bench/booking.ts --driver=pglite --out=/tmp/booking.json
// Measured in-process at the service (what the route handler runs after parsing the body): the database queries and
// the engine, without HTTP, so the figure is the booking code's own cost and not the server's queueing.
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { DEMO_PRICE_RULES } from '@/lib/server/db/seed-booking';

const args = Object.fromEntries(
  process.argv
    .slice(2)
    .map((a) => a.replace(/^--/, '').split('='))
    .map(([k, v]) => [k, v ?? 'true']),
);
const driver = args.driver === 'pg' ? 'pg' : 'pglite';
const CLEANERS = 60;
const DAYS = 92;
const BOOKINGS_PER_DAY = 20;

/** Mulberry32: the same data set on every run. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function prepareDatabase(): Promise<(() => Promise<void>) | undefined> {
  if (driver === 'pglite') {
    process.env.DATABASE_URL = '';
    process.env.PGLITE_DATA_DIR = 'memory://';
    return undefined;
  }
  const { default: pg } = await import('pg');
  const base = args.pg ?? process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `bench_booking_${process.pid}`;
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

async function main() {
  const drop = await prepareDatabase();
  process.env.SEED_DEMO_DATA = 'false';
  const { closeDb, getDb } = await import('@/lib/server/db/client');
  const schema = await import('@/lib/server/db/schema');
  const { addDays, londonToday } = await import('@/lib/server/bookings/slots');
  const { bookingQuote, bookingSlots } = await import('@/lib/server/bookings/service');
  const { hashPassword } = await import('@/lib/server/auth/password');
  const db = await getDb();
  const rnd = prng(28);
  const int = (lo: number, hi: number) => lo + Math.floor(rnd() * (hi - lo + 1));
  const built = performance.now();

  const [company] = await db
    .insert(schema.companies)
    .values({ name: 'Bench Franchise', code: `BENCH${process.pid}` })
    .returning();
  const companyId = company!.id;
  await db.insert(schema.companyTerritories).values({ district: 'NR1', companyId });
  await db.insert(schema.priceRules).values(DEMO_PRICE_RULES.map((r) => ({ ...r, companyId })));
  const passwordHash = await hashPassword('bench-not-a-login');
  const cleaners = await db
    .insert(schema.users)
    .values(
      Array.from({ length: CLEANERS }, (_, i) => ({
        email: `bench.cleaner.${i}.${process.pid}@example.test`,
        passwordHash,
        firstName: 'Bench',
        lastName: `Cleaner ${i}`,
        role: 'Cleaner' as const,
        companyId,
      })),
    )
    .returning({ id: schema.users.id });
  const ids = cleaners.map((c) => c.id);
  const today = londonToday();
  const dates = Array.from({ length: DAYS }, (_, i) => addDays(today, i - 3));

  // Rota: each cleaner works five days of seven (a rotating pattern), an early, a day or a late shift.
  const shifts = [];
  for (const [n, cleanerId] of ids.entries()) {
    for (const [d, date] of dates.entries()) {
      if ((d + n) % 7 >= 5) continue;
      const start = [7 * 60, 8 * 60, 10 * 60][(n + d) % 3]!;
      shifts.push({ companyId, cleanerId, date, startTime: hhmm(start), endTime: hhmm(start + 8 * 60 + 30) });
    }
  }
  for (let i = 0; i < shifts.length; i += 1000) await db.insert(schema.rotaShifts).values(shifts.slice(i, i + 1000));

  // Leave: a week off for a third of the cleaners, and a few half days.
  const leave = [];
  for (const [n, userId] of ids.entries()) {
    if (n % 3 === 0) {
      const s = int(0, DAYS - 7);
      leave.push({
        companyId,
        userId,
        type: 'annual' as const,
        startDate: dates[s]!,
        endDate: dates[s + 6]!,
        status: 'approved' as const,
      });
    }
    const h = int(0, DAYS - 1);
    leave.push({
      companyId,
      userId,
      type: 'other' as const,
      startDate: dates[h]!,
      endDate: dates[h]!,
      startHalf: rnd() < 0.5 ? ('am' as const) : ('pm' as const),
      status: 'approved' as const,
    });
  }
  await db.insert(schema.leaves).values(leave);

  // Jobs: 20 bookings a day, each with a team of two, between 08:00 and 15:00, two or three hours long.
  const jobRows = [];
  const teamRows = [];
  for (const date of dates) {
    for (let k = 0; k < BOOKINGS_PER_DAY; k++) {
      const id = randomUUID();
      const a = ids[int(0, CLEANERS - 1)]!;
      let b = ids[int(0, CLEANERS - 1)]!;
      if (b === a) b = ids[(ids.indexOf(a) + 1) % CLEANERS]!;
      jobRows.push({
        id,
        companyId,
        title: `Bench visit ${date} ${k}`,
        scheduledDate: date,
        startTime: hhmm(int(16, 30) * 30),
        durationMinutes: int(4, 6) * 30,
        assigneeId: a,
        source: 'online' as const,
        bookingStatus: 'held' as const,
        pricePence: 11400,
      });
      teamRows.push({ jobId: id, userId: a, position: 0 }, { jobId: id, userId: b, position: 1 });
    }
  }
  for (let i = 0; i < jobRows.length; i += 500) await db.insert(schema.jobs).values(jobRows.slice(i, i + 500));
  for (let i = 0; i < teamRows.length; i += 1000) await db.insert(schema.jobTeam).values(teamRows.slice(i, i + 1000));
  const setupMs = performance.now() - built;

  const input = {
    postcode: 'NR1 3AB',
    service: 'house' as const,
    size: { bedrooms: 3, bathrooms: 2 },
    extras: {},
    frequency: 'one-off' as const,
  };
  const time = async (n: number, run: (i: number) => Promise<unknown>) => {
    for (let i = 0; i < 10; i++) await run(i); // warm-up: prepared plans, JIT
    const samples = [];
    for (let i = 0; i < n; i++) {
      const t = performance.now();
      await run(i);
      samples.push(performance.now() - t);
    }
    return samples.sort((x, y) => x - y);
  };
  let offered = 0;
  const slots = await time(200, async (i) => {
    const res = await bookingSlots(db, { ...input, from: addDays(today, 1 + ((i * 7) % 77)), days: 7 });
    offered += res.days.reduce((s, d) => s + d.times.length, 0);
  });
  const quote = await time(500, () => bookingQuote(db, input));
  // Issue 37: every cleaner's own calendar read in one scheduled round, then the same searches with busy periods.
  const { readCalendars } = await import('./availability');
  const calendars = await readCalendars(db, companyId, ids, rnd);
  const slotsWithCalendars = await time(200, (i) =>
    bookingSlots(db, { ...input, from: addDays(today, 1 + ((i * 7) % 77)), days: 7 }),
  );
  await closeDb();
  await drop?.();

  const result = {
    driver,
    cleaners: CLEANERS,
    days: DAYS,
    shifts: shifts.length,
    jobs: jobRows.length,
    leaves: leave.length,
    setupMs: Math.round(setupMs),
    slots: {
      n: slots.length,
      p50: percentile(slots, 50),
      p95: percentile(slots, 95),
      offeredPerSearch: Math.round(offered / 210),
    },
    quote: { n: quote.length, p50: percentile(quote, 50), p95: percentile(quote, 95) },
    calendars,
    slotsWithCalendars: {
      n: slotsWithCalendars.length,
      p50: percentile(slotsWithCalendars, 50),
      p95: percentile(slotsWithCalendars, 95),
    },
  };
  console.log(
    `bench booking (${driver}): slots p50 ${result.slots.p50.toFixed(1)} ms, p95 ${result.slots.p95.toFixed(1)} ms; quote p50 ${result.quote.p50.toFixed(1)} ms, p95 ${result.quote.p95.toFixed(1)} ms; ${calendars.calendars} calendars of ${calendars.eventsEach} events read in ${calendars.readMs} ms (${calendars.busyPeriods} busy periods), then slots p95 ${result.slotsWithCalendars.p95.toFixed(1)} ms`,
  );
  if (args.out) writeFileSync(args.out, JSON.stringify(result));
}

// No top-level await: tsx runs this file as CommonJS (the package is not "type": "module").
main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
