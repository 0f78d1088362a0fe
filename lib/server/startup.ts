import 'server-only';
import { env } from '@/lib/env';
import { getDb } from '@/lib/server/db/client';
import { weakAddressSetup } from '@/lib/server/http/client-address';
import { startOutboxWorker } from '@/lib/server/mail';
import { startScheduler } from '@/lib/server/scheduler/service';

/** Runs once per server process (instrumentation.ts). It warns about a weaker set-up; it never refuses to serve. */
export async function startServer() {
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { SITE_URL, NODE_ENV } = env();
  const weak = NODE_ENV === 'production' ? weakAddressSetup(process.env) : null;
  if (weak) console.warn(`[site] ${weak}`);
  // A serverless platform has no disk that outlives a request: uploads need Supabase Storage there.
  if (process.env.VERCEL === '1' && !env().SUPABASE_URL) {
    console.warn(
      '[site] No SUPABASE_URL on a serverless host: uploads (CVs, photos, logos) would be written to a disk that does not last. Set SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY and SUPABASE_BUCKET.',
    );
  }
  // The static pages were rendered with the origin the build saw (lib/seo.ts): say so when the server's differs.
  const built = process.env.BUILD_SITE_URL;
  if (built !== undefined && built !== (SITE_URL ?? '')) {
    console.warn(
      `[site] SITE_URL is ${SITE_URL ? `"${SITE_URL}"` : 'unset'} but this build was made for ${built ? `"${built}"` : 'the default'}; canonical links follow the build. Rebuild (npm start does it by itself).`,
    );
  }
  // Mail that could not be sent (SMTP down) is retried in the background.
  const db = await getDb();
  startOutboxWorker(db);
  // Day-before reminders and mail retries on a timer, when this is the one long-lived server (SCHEDULER).
  startScheduler(db);
}
