// `npm run db:migrate`: applies the committed migrations to DATABASE_URL (or the embedded database).
// No top-level await: tsx runs these scripts as CommonJS (package.json has no "type": "module").
import { closeDb, getDb } from '@/lib/server/db/client';
import { runScript } from './lib/run-script';

runScript(async () => {
  await getDb();
  console.log('Database is up to date.');
  await closeDb();
});
