import { timingSafeEqual } from 'node:crypto';
import { env } from '@/lib/env';
import type { Db } from '@/lib/server/db/client';
import { unauthorized } from '@/lib/server/http/errors';
import { cron } from '@/lib/server/http/endpoints/cron';
import { route } from '@/lib/server/http/route';
import { runScheduledWork } from '@/lib/server/services/scheduler';

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

export const POST = route(cron.run, async ({ db, req }) => run(db, req));
// The same for hosting platforms whose cron sends GET requests (Vercel Cron).
export const GET = route(cron.runByGet, async ({ db, req }) => run(db, req));
