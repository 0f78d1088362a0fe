/** The caches the Cleaner's service worker fills; signing out deletes them (and anything else the origin cached). */
export const OFFLINE_CACHES = { pages: 'cleaner-pages', files: 'app-files', data: 'cleaner-data' } as const;

/** Where the installed app opens, and where /dashboard goes with no connection (it only redirects here). */
export const APP_START = '/dashboard/app';

/** The IndexedDB database of the queue of changes waiting on the phone. */
export const QUEUE_DB = 'brightside-offline';

export const SERVICE_WORKER_URL = '/sw.js';
export const SERVICE_WORKER_SCOPE = '/dashboard';

export const WARM_MESSAGE = 'warm';
/** Asks the worker to fetch pages (with their scripts) and API reads now, so they open offline later. */
export type WarmMessage = { type: typeof WARM_MESSAGE; pages: string[]; data: string[] };
/** Signing out: the worker stops storing anything, then answers on the message's port, before the caches go. */
export const FORGET_MESSAGE = 'forget';
/** The cleaner chose to start the new release now: the waiting worker takes over and the page reloads with it. */
export const UPDATE_MESSAGE = 'update';

/**
 * Set by a Cleaner signing out with no signal, when the session cookie cannot be ended: the next page the browser asks
 * for under /dashboard ends it first (app/dashboard/layout.tsx), and `GET /api/auth/sessionEnded` removes both.
 */
export const SIGN_OUT_PENDING_COOKIE = 'signOutPending';
