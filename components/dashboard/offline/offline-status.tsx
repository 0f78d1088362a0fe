'use client';

import { CloudOff, RefreshCw } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { Change } from '@/lib/offline/changes';
import { formatTime } from '@/lib/dashboard/labels';
import { useOffline } from './offline-context';

/** The height of an element as it changes (a ref callback to put on it), 0 while it is not there. */
function useHeight() {
  const [height, setHeight] = useState(0);
  const observer = useRef<ResizeObserver | null>(null);
  const measure = useCallback((element: HTMLElement | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!element) return setHeight(0);
    setHeight(element.offsetHeight);
    if (typeof ResizeObserver === 'undefined') return;
    observer.current = new ResizeObserver(() => setHeight(element.offsetHeight));
    observer.current.observe(element);
  }, []);
  return [height, measure] as const;
}

/** One queued change in the cleaner's words: "Clock-in at 09:12", "Ticked “Hoover stairs”", "Message “…”". */
function useDescribe() {
  const t = useTranslations('dashboardOffline.kinds');
  const locale = useLocale();
  return (change: Change) => {
    const time = formatTime(change.createdAt, locale);
    switch (change.kind) {
      case 'clockIn':
        return t('clockIn', { time });
      case 'clockOut':
        return t('clockOut', { time });
      case 'tick':
        return t(change.body.done ? 'tick' : 'untick', { label: change.body.label });
      case 'chat':
        return t('chat', {
          label: change.body.text.length > 40 ? `${change.body.text.slice(0, 40)}…` : change.body.text,
        });
      case 'photo':
        return t('photo', { time });
      case 'signOff':
        return t('signOff', { name: change.body.signerName });
    }
  };
}

/**
 * The Cleaner's sync status, pinned above the bottom edge where a thumb reaches it: offline, how many changes wait,
 * each refused change with the server's reason (Retry, Discard), and notes such as a tick dropped because the office
 * removed the task, and a new release waiting for the next start. Shown only while there is something to say.
 */
export function OfflineStatus() {
  const offline = useOffline();
  const [barHeight, measure] = useHeight();
  const t = useTranslations('dashboardOffline');
  const describe = useDescribe();
  if (!offline) return null;
  const { online, waiting, refused, notes, updateReady } = offline;
  if (online && !waiting.length && !refused.length && !notes.length && !updateReady) return null;
  const first = online && !waiting.length;
  return (
    <>
      {/* The bar is fixed over the page's foot: this keeps as much room below the page, so nothing (the chat's Send
          button at 390 px) stays hidden under it. */}
      <div aria-hidden style={{ height: barHeight + 16 }} />
      <section
        ref={measure}
        aria-label={t(online ? 'online' : 'offline')}
        className="fixed inset-x-2 bottom-2 z-30 mx-auto max-w-xl rounded-card border border-line bg-surface p-3 text-sm shadow-card sm:inset-x-4"
      >
        <div role="status" className="flex flex-wrap items-center gap-x-3 gap-y-1">
          {online ? null : (
            <span className="inline-flex items-center gap-1.5 font-bold text-warning">
              <CloudOff aria-hidden className="size-4" />
              {t('offline')}
            </span>
          )}
          {waiting.length ? <span className="font-semibold">{t('waiting', { count: waiting.length })}</span> : null}
          {online && waiting.length ? (
            <Button size="sm" variant="soft" className="ms-auto" onClick={() => void offline.sync()}>
              <RefreshCw aria-hidden className="size-4" />
              {t('sendNow')}
            </Button>
          ) : null}
        </div>
        {!online ? <p className="mt-1 text-ink-muted">{t('offlineHint')}</p> : null}
        {updateReady ? (
          <div
            className={
              first
                ? 'flex flex-wrap items-center gap-2'
                : 'mt-2 flex flex-wrap items-center gap-2 border-t border-line pt-2'
            }
          >
            <p className="min-w-0 flex-1 basis-48">{t('update.ready')}</p>
            {/* Offered only with nothing left to send: a new release never starts in the middle of a task. */}
            {online && !waiting.length && !refused.length ? (
              <Button size="sm" variant="secondary" onClick={offline.update}>
                {t('update.now')}
              </Button>
            ) : null}
          </div>
        ) : null}
        {refused.length ? (
          <div className="mt-2 border-t border-line pt-2">
            <p className="font-bold text-danger">{t('refusedTitle', { count: refused.length })}</p>
            <ul className="mt-1 space-y-2">
              {refused.map((change) => (
                <li key={change.id} className="flex flex-wrap items-center gap-2">
                  <span className="min-w-0 flex-1 basis-48">
                    <span className="block font-semibold">{describe(change)}</span>
                    <span className="block text-ink-muted">{change.refused?.reason}</span>
                  </span>
                  <Button size="sm" variant="secondary" onClick={() => void offline.retry(change.id)}>
                    {t('retry')}
                  </Button>
                  <Button size="sm" variant="ghost" onClick={() => void offline.discard(change.id)}>
                    {t('discard')}
                  </Button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {notes.length ? (
          <ul className="mt-2 space-y-2 border-t border-line pt-2">
            {notes.map((note) => (
              <li key={note.id} className="flex items-center gap-2">
                <span className="min-w-0 flex-1">{t('tickRemoved', { label: note.label })}</span>
                <Button size="sm" variant="secondary" onClick={() => void offline.dismissNote(note.id)}>
                  {t('dismiss')}
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
    </>
  );
}
