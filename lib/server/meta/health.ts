import 'server-only';
import { sql } from 'drizzle-orm';
import { env } from '@/lib/env';
import { getDb } from '@/lib/server/db/client';
import { driverReason } from '@/lib/server/db/unavailable';

const TIMEOUT_MS = 3000;

/** Runs one query against the database within 3 seconds; never throws. Says which driver, never where it is. */
export async function checkDatabase(): Promise<{
  ok: boolean;
  driver: 'pg' | 'pglite';
  latencyMs: number;
  error?: string;
}> {
  const driver = env().DATABASE_URL ? 'pg' : 'pglite';
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${TIMEOUT_MS} ms`)), TIMEOUT_MS);
    });
    await Promise.race([(async () => (await getDb()).execute(sql`select 1`))(), timeout]);
    return { ok: true, driver, latencyMs: Math.round(performance.now() - started) };
  } catch (error) {
    console.error('[health] database check failed:', driverReason(error));
    return {
      ok: false,
      driver,
      latencyMs: Math.round(performance.now() - started),
      error: 'The database did not answer',
    };
  } finally {
    clearTimeout(timer);
  }
}
