// Gives every API test file a database of its own, copied from the one migrated database of global-setup-api.ts:
// in-memory PGlite loaded from the migrated dump, or (TEST_DB_DRIVER=pg) a PostgreSQL database created from the
// migrated template next to DATABASE_URL's and dropped afterwards.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, inject } from 'vitest';

const driver = process.env.TEST_DB_DRIVER ?? 'pglite';
const baseUrl = process.env.BASE_DATABASE_URL ?? process.env.DATABASE_URL;

process.env.SEED_DEMO_DATA = 'false';
// API tests pay through the built-in test provider, asked for by name as on any server (issue 36: never by default);
// payment-provider-default.isolated.test.ts checks what a server gets without asking.
process.env.PAYMENTS_PROVIDER = 'test';
process.env.UPLOAD_DIR = `.data/test-uploads-${randomBytes(4).toString('hex')}`;

let dropDatabase: (() => Promise<void>) | undefined;

if (driver === 'pg' && baseUrl) {
  const { default: pg } = await import('pg');
  const name = `${inject('pgRunPrefix')}${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplate')}`);
  // A throwaway database need not wait for each commit to reach the disk: a crash loses only a test run. The API files
  // took 27 s instead of 30 s on PostgreSQL with it (four of the slowest, 2026-11-29); the server's own setting is untouched.
  await admin.query(`ALTER DATABASE ${name} SET synchronous_commit = off`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  process.env.BASE_DATABASE_URL = baseUrl;
  process.env.DATABASE_URL = url.toString();
  dropDatabase = async () => {
    const c = new pg.Client({ connectionString: baseUrl });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  };
} else {
  process.env.DATABASE_URL = '';
  process.env.PGLITE_DATA_DIR = 'memory://';
  const snapshot = inject('pgliteSnapshot');
  if (snapshot) process.env.PGLITE_SNAPSHOT = snapshot;
}

// Files of a worker share its modules (vitest.config.ts): the environment set above is read afresh for this file.
const { forgetParsedEnv } = await import('@/lib/env');
forgetParsedEnv();

// Open the database in a hook (hookTimeout), not inside the first test (testTimeout): on a busy machine starting
// PGlite can take longer than one test is allowed. The copy is already migrated; migrate() only confirms it.
beforeAll(async () => {
  const { getDb } = await import('@/lib/server/db/client');
  await getDb();
});

afterAll(async () => {
  const { closeDb } = await import('@/lib/server/db/client');
  await closeDb();
  await dropDatabase?.();
  const { rm } = await import('node:fs/promises');
  await rm(process.env.UPLOAD_DIR!, { recursive: true, force: true });
});
