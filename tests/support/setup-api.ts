// Gives every API test file a database of its own: in-memory PGlite, or a fresh PostgreSQL database
// (created next to DATABASE_URL's and dropped afterwards) when the project runs with TEST_DB_DRIVER=pg.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';

const driver = process.env.TEST_DB_DRIVER ?? 'pglite';
const baseUrl = process.env.BASE_DATABASE_URL ?? process.env.DATABASE_URL;

process.env.SEED_DEMO_DATA = 'false';
process.env.UPLOAD_DIR = `.data/test-uploads-${randomBytes(4).toString('hex')}`;

let dropDatabase: (() => Promise<void>) | undefined;

if (driver === 'pg' && baseUrl) {
  const { default: pg } = await import('pg');
  const name = `test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
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
}

// Open and migrate the database in a hook (hookTimeout), not inside the first test (testTimeout): on a busy
// machine migrating a fresh database can take longer than one test is allowed.
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
