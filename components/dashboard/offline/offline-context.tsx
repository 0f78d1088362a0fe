'use client';

import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useSession } from '@/components/dashboard/session-context';
import { urlOf } from '@/lib/http/client';
import type { Change, NewChange, SyncNote } from '@/lib/offline/changes';
import { clearOfflineData, hasOfflineData, registerOfflineWorker } from '@/lib/offline/device';
import { useOnline, useQueueContents } from '@/lib/offline/hooks';
import { backoffDelay } from '@/lib/offline/outcome';
import {
  clearQueue,
  dismissNote,
  enqueue,
  listChanges,
  queueOwner,
  removeChange,
  retryChange,
  setQueueOwner,
} from '@/lib/offline/queue';
import { sendChange } from '@/lib/offline/send';
import { drain } from '@/lib/offline/sync';

type Draft = {
  [K in NewChange['kind']]: Omit<Extract<NewChange, { kind: K }>, 'id' | 'userId' | 'createdAt'>;
}[NewChange['kind']];
type InstallPrompt = Event & { prompt: () => Promise<void> };

export type OfflineApi = {
  online: boolean;
  changes: Change[];
  notes: SyncNote[];
  /** Changes still to send (refused ones excluded). */
  waiting: Change[];
  refused: Change[];
  /** True when a new change must join the queue: no connection, or older changes still waiting ahead of it. */
  mustQueue: () => boolean;
  queue: (draft: Draft) => Promise<Change>;
  sync: () => Promise<void>;
  /** Sends what it can now and answers how many changes are still on the phone (refused ones included). */
  flush: () => Promise<number>;
  retry: (id: string) => Promise<void>;
  discard: (id: string) => Promise<void>;
  dismissNote: (id: string) => Promise<void>;
  installPrompt: InstallPrompt | null;
  forgetInstallPrompt: () => void;
};

const OfflineContext = createContext<OfflineApi | null>(null);

/** The offline machinery, for a Cleaner only; null for every other role (whose screens never queue). */
export const useOffline = () => useContext(OfflineContext);

/**
 * A Cleaner's app that works with no signal (issue 39): registers the worker, keeps the queue and sends it in order
 * whenever there is a connection, backing off while the server is busy. Any other role gets no worker, and anything
 * a Cleaner left in this browser is deleted.
 */
export function OfflineProvider({ children }: { children: ReactNode }) {
  const { user } = useSession();
  if (user.role !== 'Cleaner') return <NotOffline>{children}</NotOffline>;
  return <CleanerOffline userId={user.id}>{children}</CleanerOffline>;
}

function NotOffline({ children }: { children: ReactNode }) {
  useEffect(() => {
    void hasOfflineData()
      .then((found) => (found ? clearOfflineData() : undefined))
      .catch(() => undefined);
  }, []);
  return <>{children}</>;
}

function CleanerOffline({ userId, children }: { userId: string; children: ReactNode }) {
  const { expiresAt } = useSession();
  const queryClient = useQueryClient();
  const online = useOnline();
  const { changes, notes } = useQueueContents();
  const [installPrompt, setInstallPrompt] = useState<InstallPrompt | null>(null);
  const running = useRef(false);
  const failures = useRef(0);
  const timer = useRef<number | undefined>(undefined);
  const waitingCount = useRef(0);

  const sync = useCallback(async () => {
    if (running.current || !navigator.onLine) return;
    running.current = true;
    window.clearTimeout(timer.current);
    try {
      const { result, sent } = await drain(sendChange);
      if (sent) void queryClient.invalidateQueries();
      if (result === 'retry') {
        failures.current += 1;
        timer.current = window.setTimeout(() => void sync(), backoffDelay(failures.current));
      } else failures.current = 0;
      // A session that ran out of time keeps its changes for the same person's next sign-in; one the server ended
      // (password changed, account banned) takes the device's data with it.
      if (result === 'ended' && !(expiresAt && Date.now() >= expiresAt)) {
        await clearOfflineData();
        window.location.assign(urlOf('GET /api/auth/sessionEnded', { query: { returnTo: '/dashboard' } }));
      }
    } finally {
      running.current = false;
    }
  }, [queryClient, expiresAt]);

  useEffect(() => {
    const start = async () => {
      // A queue left by another Cleaner on a shared phone is theirs, never sent under this session.
      const owner = await queueOwner();
      if (owner && owner !== userId) await clearQueue();
      await setQueueOwner(userId);
      await registerOfflineWorker().catch(() => null);
      await sync();
    };
    void start();
    const onOnline = () => void sync();
    const onInstallable = (event: Event) => {
      event.preventDefault();
      setInstallPrompt(event as InstallPrompt);
    };
    window.addEventListener('online', onOnline);
    window.addEventListener('beforeinstallprompt', onInstallable);
    return () => {
      window.removeEventListener('online', onOnline);
      window.removeEventListener('beforeinstallprompt', onInstallable);
      window.clearTimeout(timer.current);
    };
  }, [userId, sync]);

  const waiting = useMemo(() => changes.filter((c) => !c.refused), [changes]);
  waitingCount.current = waiting.length;

  const api = useMemo<OfflineApi>(
    () => ({
      online,
      changes,
      notes,
      waiting,
      refused: changes.filter((c) => c.refused),
      mustQueue: () => !navigator.onLine || waitingCount.current > 0,
      queue: async (draft) => {
        const change = { ...draft, id: crypto.randomUUID(), userId, createdAt: new Date().toISOString() } as Change;
        await enqueue(change);
        waitingCount.current += 1;
        void sync();
        return change;
      },
      sync,
      flush: async () => {
        await sync();
        return (await listChanges()).length;
      },
      retry: async (id) => {
        await retryChange(id);
        await sync();
      },
      discard: removeChange,
      dismissNote,
      installPrompt,
      forgetInstallPrompt: () => setInstallPrompt(null),
    }),
    [online, changes, notes, waiting, userId, sync, installPrompt],
  );
  return <OfflineContext.Provider value={api}>{children}</OfflineContext.Provider>;
}
