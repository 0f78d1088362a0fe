import 'server-only';
import { env } from '@/lib/env';
import { getDb } from '@/lib/server/db/client';

export async function startServer() {
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  env();
  await getDb();
}
