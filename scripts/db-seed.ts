// `npm run db:seed`: applies migrations and adds the demo company and users (idempotent).
// On the embedded database this happens by itself at first start; on DATABASE_URL only when run.
import { closeDb, getDb } from '@/lib/server/db/client';
import { DEMO_USERS, seedDemoData } from '@/lib/server/db/seed';
import { runScript } from './lib/run-script';

runScript(async () => {
  const db = await getDb();
  await seedDemoData(db);
  console.log(
    `Seeded company HQ, its ${DEMO_USERS.length} demo accounts and a working week of demo data (jobs, invoices, rota, leave).`,
  );
  await closeDb();
});
