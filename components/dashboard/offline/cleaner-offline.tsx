'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useSession } from '@/components/dashboard/session-context';
import { urlOf } from '@/lib/http/client';
import type { Change } from '@/lib/offline/changes';
import {
  clearOfflineData,
  onNewRelease,
  registerOfflineWorker,
  startNewRelease,
  warmOfflineCopies,
} from '@/lib/offline/device';
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
import { drain, type DrainResult } from '@/lib/offline/sync';
import { OfflineContext, type InstallPrompt, type OfflineApi } from './offline-context';
import { OfflineStatus } from './offline-status';
import { SignedOutOffline } from './signed-out-offline';
import { SIGN_OUT_PENDING_COOKIE } from '@/lib/offline/cache-names';
import { loginPath } from '@/lib/auth/return-to';

/**
 * A Cleaner's app that works with no signal (issue 39): registers the worker, keeps the queue and sends it in order
 * whenever there is a connection, backing off while the server is busy. The dashboard's layout renders it around the
 * shell for a Cleaner only (the server knows the role), so no other role downloads this code.
 */
export function CleanerOffline({ userId, children }: { userId: string; children: ReactNode }) {
  const { expiresAt } = useSession();
  const queryClient = useQueryClient();
  const online = useOnline();
  const { changes, notes } = useQueueContents();
  const [installPrompt, setInstallPrompt] = useState<InstallPrompt | null>(null);
  const [release, setRelease] = useState<ServiceWorkerRegistration | null>(null);
  const running = useRef<Promise<void> | null>(null);
  const again = useRef(false);
  const failures = useRef(0);
  const timer = useRef<number | undefined>(undefined);
  const waitingCount = useRef(0);
  // Signed out with no signal: nothing is left to send, and nothing may be stored again.
  const [signedOut, setSignedOut] = useState(false);
  const signedOutRef = useRef(false);

  // One run at a time. A call during a run waits for it, and a change queued meanwhile is sent by that run before it
  // ends: signing out just as the signal returns counts what is left, not what is still being sent.
  const sync = useCallback((): Promise<void> => {
    if (running.current) {
      again.current = true;
      return running.current;
    }
    if (!navigator.onLine || signedOutRef.current) return Promise.resolve();
    window.clearTimeout(timer.current);
    const run = async () => {
      let result: DrainResult['result'];
      do {
        again.current = false;
        const drained = await drain(sendChange);
        result = drained.result;
        if (drained.sent) void queryClient.invalidateQueries();
      } while (again.current && result === 'done' && navigator.onLine);
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
    };
    running.current = run().finally(() => {
      running.current = null;
    });
    return running.current;
  }, [queryClient, expiresAt]);

  useEffect(() => {
    const start = async () => {
      // A queue left by another Cleaner on a shared phone is theirs, never sent under this session.
      const owner = await queueOwner();
      if (owner && owner !== userId) await clearQueue();
      await setQueueOwner(userId);
      const registration = await registerOfflineWorker().catch(() => null);
      if (registration) onNewRelease(registration, () => setRelease(registration));
      await sync();
    };
    void start().catch(() => undefined);
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
      queue: async (draft, id) => {
        const change = {
          ...draft,
          id: id ?? crypto.randomUUID(),
          userId,
          createdAt: new Date().toISOString(),
        } as Change;
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
      warm: warmOfflineCopies,
      clear: clearOfflineData,
      signOutHere: async () => {
        signedOutRef.current = true;
        window.clearTimeout(timer.current);
        await clearOfflineData();
        document.cookie = `${SIGN_OUT_PENDING_COOKIE}=1; path=/; max-age=${30 * 86_400}; samesite=lax`;
        window.history.replaceState(null, '', loginPath('/dashboard'));
        setSignedOut(true);
      },
      updateReady: release !== null,
      update: () => {
        if (release) startNewRelease(release);
      },
      installPrompt,
      forgetInstallPrompt: () => setInstallPrompt(null),
    }),
    [online, changes, notes, waiting, userId, sync, installPrompt, release],
  );
  if (signedOut) return <SignedOutOffline online={online} />;
  return (
    <OfflineContext.Provider value={api}>
      {children}
      <OfflineStatus />
    </OfflineContext.Provider>
  );
}
