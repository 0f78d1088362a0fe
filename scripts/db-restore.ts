// `npm run db:restore -- <file> --yes`: replaces every table's rows with the backup's, in one transaction, on
// DATABASE_URL or the embedded database (migrated first). Stop the site first: it must not write meanwhile.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { restoreDatabase } from '@/lib/server/db/backup';
import { closeDb, getDb } from '@/lib/server/db/client';
import { runScript } from './lib/run-script';

runScript(async () => {
  const args = process.argv.slice(2);
  const file = args.find((a) => !a.startsWith('--'));
  if (!file || !existsSync(file)) throw new Error('Usage: npm run db:restore -- <backup file> --yes');
  if (!args.includes('--yes')) {
    throw new Error(
      `This replaces ALL data in ${process.env.DATABASE_URL ? 'the DATABASE_URL database' : 'the embedded database'} with ${file}. Run again with --yes to go ahead.`,
    );
  }
  const counts = await restoreDatabase(await getDb(), path.resolve(file));
  await closeDb();
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  console.log(`Restored ${total} rows into ${Object.keys(counts).length} tables from ${file}`);
});
