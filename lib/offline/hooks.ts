import { useEffect, useState, useSyncExternalStore } from 'react';
import type { Change, SyncNote } from './changes';
import { listChanges, listNotes, onQueueChange } from './queue';

const subscribeOnline = (notify: () => void) => {
  window.addEventListener('online', notify);
  window.addEventListener('offline', notify);
  return () => {
    window.removeEventListener('online', notify);
    window.removeEventListener('offline', notify);
  };
};

/** Whether the browser says it has a connection (the server's HTML assumes it has). */
export const useOnline = () =>
  useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );

/** The queue's changes and notes, kept current as any screen or tab changes them. */
export function useQueueContents() {
  const [contents, setContents] = useState<{ changes: Change[]; notes: SyncNote[] }>({ changes: [], notes: [] });
  useEffect(() => {
    let live = true;
    const load = () =>
      void Promise.all([listChanges(), listNotes()])
        .then(([changes, notes]) => live && setContents({ changes, notes }))
        .catch(() => undefined);
    load();
    const stop = onQueueChange(load);
    return () => {
      live = false;
      stop();
    };
  }, []);
  return contents;
}
