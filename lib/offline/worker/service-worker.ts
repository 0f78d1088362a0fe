/// <reference lib="webworker" />
// The Cleaner's offline app (issue 39), bundled by scripts/build-service-worker.mjs into public/sw.js and registered
// only for a Cleaner, with the scope /dashboard/: public pages are never controlled. Requests made by a controlled
// page (its scripts, its API reads) pass through here whatever their path.
import {
  CacheFirst,
  CacheableResponsePlugin,
  ExpirationPlugin,
  NetworkFirst,
  Serwist,
  type PrecacheEntry,
} from 'serwist';
import {
  APP_START,
  FORGET_MESSAGE,
  OFFLINE_CACHES,
  UPDATE_MESSAGE,
  WARM_MESSAGE,
  type WarmMessage,
} from '../cache-names';

// The release's files under /_next/static, written in by scripts/build-service-worker.mjs.
declare const self: ServiceWorkerGlobalScope & { __SW_MANIFEST: PrecacheEntry[] };

// The API's reads, never its sign-in and session routes (the worker routes by path; it calls no endpoint itself).
const API_READ = /^\/api\/(?!auth\/)/;
const ok = new CacheableResponsePlugin({ statuses: [200] });
// Set when the Cleaner signs out: from then on nothing more is stored, so the caches deleted next stay deleted.
let forgetting = false;
const storing = { cacheWillUpdate: async ({ response }: { response: Response }) => (forgetting ? null : response) };
const WEEK = 7 * 24 * 60 * 60;
// Each cache's expiry keeps the addresses it holds (the week's job pages and reads) in IndexedDB: emptied on signing out.
const expiring: Partial<Record<'pages' | 'files' | 'data', ExpirationPlugin>> = {};

// The page as the server drew it is cached with its headers, so its nonce and its policy stay a pair.
const pages = new NetworkFirst({
  cacheName: OFFLINE_CACHES.pages,
  networkTimeoutSeconds: 5,
  matchOptions: { ignoreVary: true },
  plugins: [ok, storing, (expiring.pages = new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: WEEK }))],
});
// A build's scripts and styles never change under their hashed names; an old page keeps its own release's files.
const files = new CacheFirst({
  cacheName: OFFLINE_CACHES.files,
  plugins: [ok, storing, (expiring.files = new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 4 * WEEK }))],
});
// The Cleaner's own reads: the network's answer when there is one, the last one when there is none.
const data = new NetworkFirst({
  cacheName: OFFLINE_CACHES.data,
  networkTimeoutSeconds: 5,
  plugins: [ok, storing, (expiring.data = new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: WEEK }))],
});

const serwist = new Serwist({
  // Every script and style of this release, fetched once when the worker installs: code a screen loads only when used
  // must be on the phone before the signal goes.
  precacheEntries: self.__SW_MANIFEST,
  // A new release takes over at the next start, never under an open page (issue 39, updates).
  skipWaiting: false,
  clientsClaim: false,
  navigationPreload: false,
  disableDevLogs: true,
  runtimeCaching: [
    {
      // /dashboard itself only redirects: with no connection, go to the day screen instead.
      matcher: ({ request, url, sameOrigin }) =>
        sameOrigin && request.mode === 'navigate' && /^\/dashboard\/?$/.test(url.pathname),
      handler: async ({ request }) => {
        try {
          return await fetch(request);
        } catch {
          return Response.redirect(APP_START, 302);
        }
      },
    },
    {
      matcher: ({ request, url, sameOrigin }) =>
        sameOrigin && request.mode === 'navigate' && url.pathname.startsWith('/dashboard/'),
      handler: pages,
    },
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/_next/static/'),
      handler: files,
    },
    {
      matcher: ({ request, url, sameOrigin }) => sameOrigin && request.method === 'GET' && API_READ.test(url.pathname),
      handler: data,
    },
  ],
});
serwist.addEventListeners();

const STATIC_FILE = /\/_next\/static\/[^"'\s\\)]+/g;

/** Fetches a page and every script and style it names, so it opens later with no connection. */
async function warmPage(path: string) {
  const response = await fetch(path, { credentials: 'same-origin' });
  if (!response.ok || !response.headers.get('content-type')?.includes('text/html')) return;
  const html = await response.clone().text();
  if (forgetting) return;
  await (await caches.open(OFFLINE_CACHES.pages)).put(path, response);
  const store = await caches.open(OFFLINE_CACHES.files);
  const names = [...new Set(html.match(STATIC_FILE) ?? [])];
  await Promise.all(
    names.map(async (name) => {
      if (await store.match(name)) return;
      const file = await fetch(name);
      if (file.ok && !forgetting) await store.put(name, file);
    }),
  );
}

async function warmData(path: string) {
  const response = await fetch(path, { credentials: 'same-origin', headers: { Accept: 'application/json' } });
  if (response.ok && !forgetting) await (await caches.open(OFFLINE_CACHES.data)).put(path, response);
}

// The day screen names the week's job pages and reads once online; fetching them now lets them open offline later.
self.addEventListener('message', (event) => {
  const message = event.data as WarmMessage | { type: typeof FORGET_MESSAGE | typeof UPDATE_MESSAGE } | null;
  // Only when the cleaner asks (the app offers it with nothing waiting to send); otherwise at the next start.
  if (message?.type === UPDATE_MESSAGE) {
    event.waitUntil(self.skipWaiting());
    return;
  }
  if (message?.type === FORGET_MESSAGE) {
    forgetting = true;
    // The caches go with their expiry records, which name the cleaner's jobs; the page deletes the database after.
    const forgotten = Promise.all(
      Object.values(expiring).map((p) => p.deleteCacheAndMetadata().catch(() => undefined)),
    );
    event.waitUntil(forgotten.then(() => event.ports[0]?.postMessage('done')));
    return;
  }
  if (message?.type !== WARM_MESSAGE || forgetting) return;
  const jobs = [
    ...message.pages.filter((p) => p.startsWith('/dashboard/')).map((p) => warmPage(p).catch(() => undefined)),
    ...message.data.filter((p) => API_READ.test(p)).map((p) => warmData(p).catch(() => undefined)),
  ];
  event.waitUntil(Promise.all(jobs));
});
