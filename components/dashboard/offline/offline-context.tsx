'use client';

import { createContext, useContext } from 'react';
import type { Change, NewChange, SyncNote } from '@/lib/offline/changes';
import type { WarmMessage } from '@/lib/offline/cache-names';

export type Draft = {
  [K in NewChange['kind']]: Omit<Extract<NewChange, { kind: K }>, 'id' | 'userId' | 'createdAt'>;
}[NewChange['kind']];
export type InstallPrompt = Event & { prompt: () => Promise<void> };

export type OfflineApi = {
  online: boolean;
  changes: Change[];
  notes: SyncNote[];
  /** Changes still to send (refused ones excluded). */
  waiting: Change[];
  refused: Change[];
  /** True when a new change must join the queue: no connection, or older changes still waiting ahead of it. */
  mustQueue: () => boolean;
  /** `id`: a client id the caller already sent with (a send whose answer never came), so the server stores it once. */
  queue: (draft: Draft, id?: string) => Promise<Change>;
  sync: () => Promise<void>;
  /** Sends what it can now and answers how many changes are still on the phone (refused ones included). */
  flush: () => Promise<number>;
  retry: (id: string) => Promise<void>;
  discard: (id: string) => Promise<void>;
  dismissNote: (id: string) => Promise<void>;
  /** Asks the worker to fetch the week's pages and reads now, so they open with no signal later. */
  warm: (message: Omit<WarmMessage, 'type'>) => Promise<void>;
  /** Deletes everything the app keeps on the phone: the worker, its caches and the queue (signing out). */
  clear: () => Promise<void>;
  /**
   * Signing out with no signal: the phone is cleared, the session is marked to end at the next connection, and the
   * sign-in screen replaces the app (it goes to the real sign-in page once there is a signal).
   */
  signOutHere: () => Promise<void>;
  /** A new release is installed and waits for the next start; `update` starts it now (the page reloads). */
  updateReady: boolean;
  update: () => void;
  installPrompt: InstallPrompt | null;
  forgetInstallPrompt: () => void;
};

// The context alone, with no machinery: every screen may ask for it, and only a Cleaner's layout provides it
// (./cleaner-offline.tsx), so the queue, IndexedDB and the sync code load for Cleaners only.
export const OfflineContext = createContext<OfflineApi | null>(null);

/** The offline machinery, for a Cleaner only; null for every other role (whose screens never queue). */
export const useOffline = () => useContext(OfflineContext);
