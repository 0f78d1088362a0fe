import 'server-only';
import { env } from '@/lib/env';
import { getDb } from '@/lib/server/db/client';
import { startOutboxWorker } from '@/lib/server/mail';

export async function startServer() {
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  env();
  // Mail that could not be sent (SMTP down) is retried in the background.
  startOutboxWorker(await getDb());
}
