import { QUEUE_DB } from './cache-names';

/**
 * Whether this browser holds anything of a Cleaner's offline app: a worker registered here, a cache or the queue's
 * database. Kept apart from ./device.ts so that every other role's screens can ask without loading IndexedDB code.
 */
export async function leftOnDevice() {
  const workers = 'serviceWorker' in navigator ? await navigator.serviceWorker.getRegistrations() : [];
  const cached = typeof caches === 'undefined' ? [] : await caches.keys();
  const databases = typeof indexedDB === 'undefined' || !indexedDB.databases ? [] : await indexedDB.databases();
  return workers.length > 0 || cached.length > 0 || databases.some((d) => d.name === QUEUE_DB);
}
