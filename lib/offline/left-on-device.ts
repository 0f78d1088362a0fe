import { QUEUE_DB } from './cache-names';

/**
 * Whether this browser holds anything of a Cleaner's offline app: a worker registered here, a cache or the queue's
 * database. Kept apart from ./device.ts so that every other role's screens can ask without loading IndexedDB code.
 */
export async function leftOnDevice() {
  const workers = 'serviceWorker' in navigator ? await navigator.serviceWorker.getRegistrations() : [];
  const cached = typeof caches === 'undefined' ? [] : await caches.keys();
  const databases = typeof indexedDB === 'undefined' || !indexedDB.databases ? [] : await indexedDB.databases();
  // The queue's database, or the worker's cache expiry records (serwist's), which name the cleaner's job pages.
  return (
    workers.length > 0 ||
    cached.length > 0 ||
    databases.some((d) => d.name === QUEUE_DB || d.name?.startsWith('serwist'))
  );
}
