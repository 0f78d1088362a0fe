import 'server-only';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { env } from '@/lib/env';
import * as schema from './schema';

export type Schema = typeof schema;
/** Either driver: PGlite (embedded) or node-postgres. Both speak the same Drizzle API. */
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

type Handle = { db: Db; driver: 'pglite' | 'pg'; close: () => Promise<void> };

const MIGRATIONS = path.join(process.cwd(), 'lib/server/db/migrations');

/**
 * When PostgreSQL stops answering, a request must fail within seconds (503, lib/server/db/unavailable.ts) rather
 * than hang until the platform kills it. Every query the app makes is short (lists are paged, backups batched), so
 * 4 s without an answer means the server or the network is gone; a pool that waits 3 s for a connection (new, or
 * a free one of the ten) is saturated or cut off. The pool replaces broken connections by itself, so the same
 * process serves again as soon as the database answers. TCP keep-alive finds connections a network cut left open.
 */
export const POOL_LIMITS = {
  max: 10,
  connectionTimeoutMillis: 3_000,
  query_timeout: 4_000,
  keepAlive: true,
  keepAliveInitialDelayMillis: 10_000,
} as const;

async function migrateOnce(url: string, run: (client: import('pg').Client) => Promise<void>) {
  const { Client } = await import('pg');
  const client = new Client({ connectionString: url, connectionTimeoutMillis: POOL_LIMITS.connectionTimeoutMillis });
  client.on('error', (error) => console.error('[db] migration connection lost:', error.message));
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}
const KEY = Symbol.for('brightside.db');
type GlobalWithDb = typeof globalThis & { [KEY]?: Promise<Handle> };

async function open(): Promise<Handle> {
  const { DATABASE_URL, PGLITE_DATA_DIR, PGLITE_SNAPSHOT, SEED_DEMO_DATA } = env();
  if (DATABASE_URL) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    // Migrations may run long DDL: they get a connection of their own, without the request pool's query timeout.
    await migrateOnce(DATABASE_URL, async (client) => migrate(drizzle(client), { migrationsFolder: MIGRATIONS }));
    const pool = new Pool({ connectionString: DATABASE_URL, ...POOL_LIMITS });
    // An idle connection dropped by the server (restart, failover) must not crash the process; the pool reconnects.
    pool.on('error', (error) => console.error('[db] idle PostgreSQL connection closed:', error.message));
    // pg-pool listens for errors only on idle clients: one that dies while checked out (mid-transaction, between two
    // queries) would otherwise emit an unhandled 'error' and end the process. Its query fails instead, with a 503.
    pool.on('connect', (client) =>
      client.on('error', (error) => console.error('[db] PostgreSQL connection lost:', error.message)),
    );
    const db = drizzle(pool, { schema });
    return { db: db as unknown as Db, driver: 'pg', close: () => pool.end() };
  }
  const inMemory = PGLITE_DATA_DIR === 'memory://';
  if (!inMemory) {
    mkdirSync(PGLITE_DATA_DIR, { recursive: true });
    lockDataDir(PGLITE_DATA_DIR);
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  // Tests start each in-memory database from one migrated dump: loading it is far cheaper than initdb + migrate.
  const loadDataDir = inMemory && PGLITE_SNAPSHOT ? new Blob([await readFile(PGLITE_SNAPSHOT)]) : undefined;
  const client = inMemory ? new PGlite({ loadDataDir }) : new PGlite(PGLITE_DATA_DIR);
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder: MIGRATIONS });
  if (!inMemory && SEED_DEMO_DATA === 'true') {
    const { seedDemoData } = await import('./seed');
    await seedDemoData(db as unknown as Db);
  }
  return {
    db: db as unknown as Db,
    driver: 'pglite',
    close: async () => {
      await client.close();
      if (!inMemory) unlockDataDir(PGLITE_DATA_DIR);
    },
  };
}

const LOCK_FILE = '.server.lock';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * One process at a time may open an embedded database folder: two would corrupt it. The lock names the holder;
 * a lock left by a process that no longer runs (killed, crashed) is taken over.
 */
function lockDataDir(dir: string) {
  const file = path.join(dir, LOCK_FILE);
  let holder: number | undefined;
  try {
    holder = Number(readFileSync(file, 'utf8').trim());
  } catch {
    holder = undefined;
  }
  if (holder && holder !== process.pid && alive(holder)) {
    throw new Error(
      `The embedded database in ${dir} is in use by process ${holder} (a running server or backup). ` +
        `Stop it first; if no such process is yours, delete ${file}.`,
    );
  }
  writeFileSync(file, String(process.pid));
}

function unlockDataDir(dir: string) {
  const file = path.join(dir, LOCK_FILE);
  try {
    if (Number(readFileSync(file, 'utf8').trim()) === process.pid) rmSync(file, { force: true });
  } catch {
    // Already gone.
  }
}

/**
 * The process-wide database, migrated on first use (and seeded with demo data on a fresh embedded database).
 * Kept on globalThis because PGlite allows one open handle per data folder and Next may load this module twice.
 */
export async function getDb(): Promise<Db> {
  const g = globalThis as GlobalWithDb;
  g[KEY] ??= open().catch((error: unknown) => {
    delete g[KEY];
    throw error;
  });
  return (await g[KEY]).db;
}

export async function closeDb(): Promise<void> {
  const g = globalThis as GlobalWithDb;
  const handle = g[KEY];
  delete g[KEY];
  if (handle) await (await handle).close();
}
