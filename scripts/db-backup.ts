// `npm run db:backup [-- file]`: writes a consistent snapshot of every table to a gzip'd file (default
// backups/backup-<time>.jsonl.gz) from DATABASE_URL or the embedded database. PostgreSQL can be backed up while
// the site runs; the embedded database only while its server is stopped (one process per data folder).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { backupDatabase } from '@/lib/server/db/backup';
import { closeDb, getDb } from '@/lib/server/db/client';
import { runScript } from './lib/run-script';

runScript(async () => {
  const file = path.resolve(
    process.argv[2] ?? path.join('backups', `backup-${new Date().toISOString().replace(/[:.]/g, '-')}.jsonl.gz`),
  );
  mkdirSync(path.dirname(file), { recursive: true });
  const counts = await backupDatabase(await getDb(), file);
  await closeDb();
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  console.log(`Backed up ${total} rows from ${Object.keys(counts).length} tables to ${file}`);
});
