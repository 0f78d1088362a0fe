import 'server-only';
import { createReadStream, createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { createGunzip, createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { Db } from './client';

/**
 * Logical backups that work the same on the embedded database and on PostgreSQL: gzip'd JSON lines, one row per line,
 * written by PostgreSQL itself (`to_jsonb`), so every type (timestamps to the microsecond, arrays, jsonb) comes back
 * exactly. The first line describes the backup. A restore replaces every table's rows in one transaction.
 */
export const BACKUP_FORMAT = 'brightside-backup';
const BATCH = 500;

type Header = { format: typeof BACKUP_FORMAT; version: 1; createdAt: string; tables: string[] };
type Row = Record<string, unknown>;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const ident = (name: string) => sql.raw(`"${name.replace(/"/g, '""')}"`);

async function rows<T>(db: Db | Tx, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * Tables made from the others by triggers (network_monthly, migration 0022): not written to a backup; a restore
 * empties them with the rest and the triggers make them again as the rows they sum go back in.
 */
export const DERIVED_TABLES: ReadonlySet<string> = new Set(['network_monthly']);

/** The application's tables, parents before children (foreign keys), so rows can be inserted in this order. */
export async function tablesInDependencyOrder(db: Db | Tx): Promise<string[]> {
  const tables = (
    await rows<{ name: string }>(
      db,
      sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
    )
  ).map((r) => r.name);
  const edges = await rows<{ child: string; parent: string }>(
    db,
    sql`
    select c.relname as child, p.relname as parent from pg_constraint k
    join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
    join pg_namespace n on n.oid = c.relnamespace
    where k.contype = 'f' and n.nspname = 'public' and c.relname <> p.relname`,
  );
  const ordered: string[] = [];
  const pending = new Set(tables);
  while (pending.size) {
    const ready = [...pending].filter((t) => !edges.some((e) => e.child === t && pending.has(e.parent)));
    if (!ready.length) throw new Error(`Circular foreign keys between ${[...pending].join(', ')}`);
    for (const t of ready) {
      ordered.push(t);
      pending.delete(t);
    }
  }
  return ordered;
}

/** Writes a consistent snapshot of every table (one repeatable-read transaction) to `file`. Returns rows per table. */
export async function backupDatabase(db: Db, file: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  const gzip = createGzip();
  const out = createWriteStream(file, { mode: 0o600 });
  const done = once(out, 'finish');
  gzip.pipe(out);
  const write = async (line: unknown) => {
    if (!gzip.write(`${JSON.stringify(line)}\n`)) await once(gzip, 'drain');
  };
  await db.transaction(async (tx) => {
    await tx.execute(sql`set transaction isolation level repeatable read, read only`);
    const tables = (await tablesInDependencyOrder(tx)).filter((t) => !DERIVED_TABLES.has(t));
    const header: Header = { format: BACKUP_FORMAT, version: 1, createdAt: new Date().toISOString(), tables };
    await write(header);
    for (const table of tables) {
      counts[table] = 0;
      for (let offset = 0; ; offset += BATCH) {
        const batch = await rows<{ r: Row }>(
          tx,
          sql`select to_jsonb(t) as r from ${ident(table)} t order by ctid limit ${BATCH} offset ${offset}`,
        );
        for (const { r } of batch) await write({ t: table, r: typeof r === 'string' ? JSON.parse(r) : r });
        counts[table] += batch.length;
        if (batch.length < BATCH) break;
      }
    }
  });
  gzip.end();
  await done;
  return counts;
}

async function insertBatch(tx: Tx, table: string, batch: Row[], columns: Set<string>) {
  const present = [...new Set(batch.flatMap((r) => Object.keys(r)))].filter((c) => columns.has(c));
  if (!present.length) return;
  const list = sql.join(present.map(ident), sql`, `);
  await tx.execute(
    sql`insert into ${ident(table)} (${list}) select ${list} from jsonb_populate_recordset(null::${ident(table)}, ${JSON.stringify(batch)}::jsonb)`,
  );
}

/**
 * Replaces the contents of every table with the backup's rows, in one transaction (all or nothing). The schema must
 * already be migrated (opening the database does that); columns added since the backup get their defaults.
 */
export async function restoreDatabase(db: Db, file: string): Promise<Record<string, number>> {
  const lines = createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
  const iterator = lines[Symbol.asyncIterator]();
  const first = await iterator.next();
  const header = first.done ? null : (JSON.parse(first.value) as Header);
  if (header?.format !== BACKUP_FORMAT) throw new Error(`${file} is not a backup written by npm run db:backup`);
  const counts: Record<string, number> = {};
  await db.transaction(async (tx) => {
    const tables = await tablesInDependencyOrder(tx);
    const unknown = header.tables.filter((t) => !tables.includes(t));
    if (unknown.length) throw new Error(`The backup has tables this version does not know: ${unknown.join(', ')}`);
    await tx.execute(sql`truncate ${sql.join(tables.map(ident), sql`, `)} cascade`);
    const columns = new Map<string, Set<string>>();
    for (const table of tables) {
      const cols = await rows<{ name: string }>(
        tx,
        sql`select column_name as name from information_schema.columns where table_schema = 'public' and table_name = ${table}`,
      );
      columns.set(table, new Set(cols.map((c) => c.name)));
    }
    // Rows arrive grouped by table in dependency order, so parents are in before their children.
    let table = '';
    let batch: Row[] = [];
    const flush = async () => {
      if (batch.length) await insertBatch(tx, table, batch, columns.get(table)!);
      counts[table] = (counts[table] ?? 0) + batch.length;
      batch = [];
    };
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
      if (!next.value.trim()) continue;
      const { t, r } = JSON.parse(next.value) as { t: string; r: Row };
      if (t !== table) {
        await flush();
        table = t;
      }
      batch.push(r);
      if (batch.length >= BATCH) await flush();
    }
    await flush();
    delete counts[''];
  });
  return counts;
}
