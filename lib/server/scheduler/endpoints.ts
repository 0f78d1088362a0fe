import 'server-only';
import { env } from '@/lib/env';
import { type Db } from '@/lib/server/db/client';
import { endpoint, endpoints } from '@/lib/server/http/endpoint';
import { unauthorized } from '@/lib/server/http/errors';
import { runScheduledWork } from '@/lib/server/scheduler/service';
import { timingSafeEqual } from 'node:crypto';

/** The cron secret, compared in constant time; no secret configured refuses every call. */
function assertCronSecret(req: Request) {
  const secret = env().CRON_SECRET;
  const header = req.headers.get('authorization') ?? '';
  const given = Buffer.from(header.toLowerCase().startsWith('bearer ') ? header.slice(7).trim() : '');
  const wanted = Buffer.from(secret ?? '');
  if (!secret || given.length !== wanted.length || !timingSafeEqual(given, wanted))
    throw unauthorized('A valid cron secret is required');
}

async function run(db: Db, req: Request) {
  assertCronSecret(req);
  return runScheduledWork(db);
}

export const schedulerEndpoints = endpoints('Scheduler', {
  'POST /api/cron/run': endpoint({
    access: 'public',
    summary:
      "Scheduled work for a hosting platform's cron: the day-before job reminders and mail retries; idempotent. Authorization: Bearer CRON_SECRET (not a user token), 401 otherwise; GET does the same",
    handler: async ({ db, req }) => run(db, req),
  }),
  // The same for hosting platforms whose cron sends GET requests (Vercel Cron).
  'GET /api/cron/run': endpoint({
    access: 'public',
    summary: 'The same as POST /api/cron/run, for crons that send GET (Vercel Cron)',
    handler: async ({ db, req }) => run(db, req),
  }),
});
