// Migrates ONE database per API project before any test file runs; each file then starts from a copy of it instead
// of migrating its own. PGlite: the migrated data folder is dumped to a tarball that every file's in-memory database
// loads (`loadDataDir`). PostgreSQL: a migrated template database that every file's database is created from
// (`CREATE DATABASE … TEMPLATE`). Files stay isolated from each other: each still gets a database of its own.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Client } from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  // Vitest's typed inject() is extended by declaration merging, which only an interface can do.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    /** PGlite: path of the migrated data folder's dump (tar). */
    pgliteSnapshot: string;
    /** PostgreSQL: name of the migrated template database. */
    pgTemplate: string;
    /** PostgreSQL: prefix of this run's per-file databases, so teardown can drop what a crashed file left. */
    pgRunPrefix: string;
  }
}

const MIGRATIONS = path.resolve(import.meta.dirname, '../../lib/server/db/migrations');

export default async function setup(project: TestProject) {
  const driver = project.config.env.TEST_DB_DRIVER ?? 'pglite';
  return driver === 'pg' ? setupPostgres(project) : setupPglite(project);
}

async function setupPglite(project: TestProject) {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const client = new PGlite();
  await migrate(drizzle(client), { migrationsFolder: MIGRATIONS });
  // Uncompressed: a file loads it faster than a gzip it would first have to inflate.
  const dump = await client.dumpDataDir('none');
  await client.close();
  const dir = await mkdtemp(path.join(tmpdir(), 'brightside-vitest-'));
  const file = path.join(dir, 'pglite-migrated.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  return () => rm(dir, { recursive: true, force: true });
}

async function setupPostgres(project: TestProject) {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) throw new Error('The api-pg project needs DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test)');
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');

  // Names unique to this run: other checkouts on the machine share the server and run at the same time.
  const run = `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const template = `test_tpl_${run}`;
  const admin = async <T>(work: (c: Client) => Promise<T>) => {
    const c = new pg.Client({ connectionString: baseUrl });
    await c.connect();
    try {
      return await work(c);
    } finally {
      await c.end();
    }
  };

  await admin(async (c) => {
    await dropAbandoned(c);
    await c.query(`CREATE DATABASE ${template}`);
  });
  const url = new URL(baseUrl);
  url.pathname = `/${template}`;
  // A template must have no open connection while it is copied: migrate, then close the pool before any file runs.
  const pool = new pg.Pool({ connectionString: url.toString(), max: 1 });
  try {
    await migrate(drizzle(pool), { migrationsFolder: MIGRATIONS });
  } finally {
    await pool.end();
  }
  project.provide('pgTemplate', template);
  project.provide('pgRunPrefix', `test_${run}_`);

  return () =>
    admin(async (c) => {
      const { rows } = await c.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE datname = $1 OR starts_with(datname, $2)`,
        [template, `test_${run}_`],
      );
      for (const { datname } of rows) await c.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    });
}

// A run that was killed never reaches its teardown. Its databases carry their run's start time (base 36, see `run`):
// drop those of this naming scheme left for more than a day, which no run still going can be using.
const OWN_NAME = /^test_(?:tpl_)?([0-9a-z]{8})_[0-9a-f]{6}(?:_[0-9a-f]{8})?$/;
async function dropAbandoned(c: Client) {
  const { rows } = await c.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE 'test%'`);
  for (const { datname } of rows) {
    const started = OWN_NAME.exec(datname)?.[1];
    if (started && Date.now() - parseInt(started, 36) > 24 * 3600_000) {
      await c.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    }
  }
}
