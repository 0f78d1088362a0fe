// `npm run db:migrate`: applies the committed migrations to DATABASE_URL (or the embedded database).
import { closeDb, getDb } from '@/lib/server/db/client';

await getDb();
console.log('Database is up to date.');
await closeDb();
