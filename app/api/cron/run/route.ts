import { timingSafeEqual } from 'node:crypto';
import { env } from '@/lib/env';
import { unauthorized } from '@/lib/server/http/errors';
import { route } from '@/lib/server/http/route';
import { runScheduledWork } from '@/lib/server/services/scheduler';

/** The cron secret, compared in constant time; no secret configured refuses every call. */
function assertCronSecret(req: Request) {
  const secret = env().CRON_SECRET;
  const header = req.headers.get('authorization') ?? '';
  const given = Buffer.from(header.toLowerCase().startsWith('bearer ') ? header.slice(7).trim() : '');
  const wanted = Buffer.from(secret ?? '');
  if (!secret || given.length !== wanted.length || !timingSafeEqual(given, wanted)) throw unauthorized('A valid cron secret is required');
}

const run = route({ access: 'public' }, async ({ db, req }) => {
  assertCronSecret(req);
  return runScheduledWork(db);
});

// POST /api/cron/run – scheduled work: day-before job reminders, overdue-invoice chases and mail retries (Authorization: Bearer CRON_SECRET)
export const POST = run;
// GET /api/cron/run – the same, for hosting platforms whose cron sends GET requests (Vercel Cron)
export const GET = run;
