import {
  FORGET_MESSAGE,
  SERVICE_WORKER_SCOPE,
  SERVICE_WORKER_URL,
  UPDATE_MESSAGE,
  WARM_MESSAGE,
  type WarmMessage,
} from './cache-names';
import { deleteQueue, QUEUE_DB } from './queue';

const supported = () => typeof navigator !== 'undefined' && 'serviceWorker' in navigator;

/**
 * Registers the offline worker for the back office only (scope /dashboard/), in production builds; `npm run dev`
 * serves no worker. `updateViaCache: 'none'` checks for a new release on every start.
 */
export async function registerOfflineWorker() {
  if (!supported() || process.env.NODE_ENV !== 'production') return null;
  return navigator.serviceWorker.register(SERVICE_WORKER_URL, {
    scope: SERVICE_WORKER_SCOPE,
    updateViaCache: 'none',
  });
}

/**
 * Calls `onReady` when a new release's worker is installed and waiting behind the one running this page (never on the
 * first install). It waits until every page of the app is closed, so a release never starts in the middle of a task.
 */
export function onNewRelease(registration: ServiceWorkerRegistration, onReady: () => void) {
  const check = () => {
    if (registration.waiting && navigator.serviceWorker.controller) onReady();
  };
  check();
  registration.addEventListener('updatefound', () => registration.installing?.addEventListener('statechange', check));
}

/** The cleaner asked for the new release now: it takes over, and the page reloads with it (no mix of releases). */
export function startNewRelease(registration: ServiceWorkerRegistration) {
  if (!registration.waiting) return;
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  registration.waiting.postMessage({ type: UPDATE_MESSAGE });
}

/** Asks the worker to fetch the week's pages and reads now, so they open with no connection later. */
export async function warmOfflineCopies(message: Omit<WarmMessage, 'type'>) {
  if (!supported() || !navigator.onLine || process.env.NODE_ENV !== 'production') return;
  // Ready once the worker registered on the first visit is active (it need not control this page yet).
  const registration = await navigator.serviceWorker.ready;
  registration.active?.postMessage({ type: WARM_MESSAGE, ...message } satisfies WarmMessage);
}

/**
 * Leaves nothing on the device: the worker is unregistered, every cache and the queue are deleted. On signing out,
 * when the server ended the session, and when someone other than a Cleaner signs in on this browser.
 */
export async function clearOfflineData() {
  const workers = supported() ? await navigator.serviceWorker.getRegistrations() : [];
  // A read still on its way through the worker would store its answer after the caches were deleted: the worker is
  // told to store nothing more first (it answers at once; a worker that does not is not waited for long).
  await Promise.all(workers.map((w) => (w.active ? stopStoring(w.active) : undefined)));
  await Promise.all(workers.map((w) => w.unregister()));
  if (typeof caches !== 'undefined') await Promise.all((await caches.keys()).map((name) => caches.delete(name)));
  await deleteQueue();
  // The worker's cache expiry records: a worker that was running has emptied them itself (it keeps the database open
  // until it stops, so deleting it now would only wait); otherwise the database goes (another role signing in here).
  if (workers.length || typeof indexedDB === 'undefined' || !indexedDB.databases) return;
  for (const { name } of await indexedDB.databases()) if (name && name !== QUEUE_DB) indexedDB.deleteDatabase(name);
}

function stopStoring(worker: ServiceWorker) {
  return new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(resolve, 2_000);
    channel.port1.onmessage = () => {
      clearTimeout(timer);
      resolve();
    };
    worker.postMessage({ type: FORGET_MESSAGE }, [channel.port2]);
  });
}
