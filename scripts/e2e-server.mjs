// The server Playwright tests run against: the production build on the standard server with no preload and nothing in
// front, as a host that runs Next.js itself would start it: `next start`, or with E2E_STANDALONE=1 (CI) the standalone
// output's `node server.js`, as the Dockerfile runs it, which serves only the files the build traced. With DATABASE_URL (CI), on a fresh
// PostgreSQL database of its own, migrated and seeded with demo data, with SCHEDULER=off as on a serverless host;
// without it, on a fresh embedded database.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureBuild } from './lib/build.mjs';

const root = path.resolve(import.meta.dirname, '..');
const port = process.env.E2E_PORT || '3210';
const dataDir = path.join(root, '.data', `e2e-${port}`);
rmSync(dataDir, { recursive: true, force: true });

const siteUrl = `http://127.0.0.1:${port}`;
const standalone = process.env.E2E_STANDALONE === '1';
// Static pages carry the origin they were built for: build (or reuse CI's build) for the address the browser uses.
ensureBuild(root, { ...process.env, SITE_URL: siteUrl, ...(standalone ? { BUILD_STANDALONE: '1' } : {}) });

const pgAdmin = async (url, sql) => {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
};

let database = { DATABASE_URL: '', EMBEDDED_DB_SINGLE_SERVER: 'true', SEED_DEMO_DATA: 'true' };
let dropDatabase = async () => undefined;
if (process.env.DATABASE_URL) {
  const admin = process.env.DATABASE_URL;
  const name = `e2e_${port}_${Date.now()}`;
  await pgAdmin(admin, `CREATE DATABASE ${name}`);
  dropDatabase = () => pgAdmin(admin, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
  const url = `${admin.replace(/\/[^/]*$/, '')}/${name}`;
  // The README's production set-up: migrations, then demo data instead of a first administrator.
  const seeded = spawnSync('npm', ['run', '-s', 'db:seed'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: url },
  });
  if (seeded.status !== 0) {
    await dropDatabase();
    process.exit(seeded.status ?? 1);
  }
  database = { DATABASE_URL: url, SCHEDULER: 'off', CRON_SECRET: 'e2e-cron-secret-0123456789' };
  console.log(`> e2e server on PostgreSQL database ${name}, SCHEDULER=off`);
}

const env = {
  ...process.env,
  ...database,
  NODE_ENV: 'production',
  PGLITE_DATA_DIR: dataDir,
  UPLOAD_DIR: path.join(dataDir, 'uploads'),
  AUTH_SECRET: 'e2e-secret-for-playwright-runs-only-0123456789',
  // The address the browser uses: links and the same-origin check of cookie-signed-in writes are built from it.
  SITE_URL: siteUrl,
  // The journeys pay through the built-in test provider. On PostgreSQL in production payment is off unless a provider
  // is named (docs/payments.md), so CI's PostgreSQL run names it, as a staging site would.
  PAYMENTS_PROVIDER: process.env.PAYMENTS_PROVIDER ?? 'test',
  // Nothing in front of this server: the client's address is the peer Next records in X-Forwarded-For.
  CLIENT_ADDRESS_FROM: 'x-forwarded-for',
  // The availability journey serves its cleaner's calendar from the test runner on 127.0.0.1. Test-only: production
  // never sets it, and it opens loopback alone (private, link-local and metadata addresses stay refused).
  AVAILABILITY_FETCH_ALLOW_LOOPBACK: 'true',
};
const distDir = path.join(root, process.env.NEXT_DIST_DIR || '.next');
if (standalone) {
  if (!existsSync(path.join(distDir, 'standalone', 'server.js'))) {
    console.error('E2E_STANDALONE=1 needs a build made with BUILD_STANDALONE=1');
    process.exit(1);
  }
  // As the Dockerfile does: standalone output leaves static assets and public/ to the host.
  cpSync(path.join(distDir, 'static'), path.join(distDir, 'standalone', path.basename(distDir), 'static'), {
    recursive: true,
  });
  cpSync(path.join(root, 'public'), path.join(distDir, 'standalone', 'public'), { recursive: true });
}
// No -H: Next 15.5 normalises 127.0.0.1 to localhost in middleware URLs but not in the server's own origin, so with
// `-H 127.0.0.1` next-intl's rewrite of unprefixed English paths (/about → /en/about) is treated as external and
// answered with a 307 to itself (an endless loop). Without -H both sides say localhost and the rewrite stays internal.
const child = standalone
  ? spawn(process.execPath, [path.join(distDir, 'standalone', 'server.js')], {
      stdio: 'inherit',
      env: { ...env, PORT: port, HOSTNAME: '0.0.0.0' },
    })
  : spawn(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'start', '-p', port], {
      cwd: root,
      stdio: 'inherit',
      env,
    });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', async (code) => {
  await dropDatabase();
  process.exit(code ?? 0);
});
