import 'server-only';
import { env } from '@/lib/env';
import { getDb } from '@/lib/server/db/client';
import { clientAddressGuardInstalled } from '@/lib/server/http/client-address';
import { startOutboxWorker } from '@/lib/server/mail';
import { startScheduler } from '@/lib/server/services/scheduler';

export async function startServer() {
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { SITE_URL, NODE_ENV } = env();
  // Rate limits and sign-in throttling must be keyed on an address a client cannot choose.
  if (NODE_ENV === 'production' && !clientAddressGuardInstalled()) {
    throw new Error(
      'The client-address guard is not loaded: start the server with `npm start`, or preload it yourself with ' +
        'NODE_OPTIONS="--import=./scripts/lib/server-preload.mjs" (see README, "Production").',
    );
  }
  // The static pages were rendered with the origin the build saw (lib/seo.ts): say so when the server's differs.
  const built = process.env.BUILD_SITE_URL;
  if (built !== undefined && built !== (SITE_URL ?? '')) {
    console.warn(`[site] SITE_URL is ${SITE_URL ? `"${SITE_URL}"` : 'unset'} but this build was made for ${built ? `"${built}"` : 'the default'}; canonical links follow the build. Rebuild (npm start does it by itself).`);
  }
  // Mail that could not be sent (SMTP down) is retried in the background.
  const db = await getDb();
  startOutboxWorker(db);
  // Day-before reminders and mail retries on a timer, when this is the one long-lived server (SCHEDULER).
  startScheduler(db);
}
