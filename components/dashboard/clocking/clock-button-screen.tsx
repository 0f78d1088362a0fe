'use client';

import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { LogIn, LogOut, MapPin } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import Link from '@/components/ui/link';
import { useEffect, useState } from 'react';
import { QueryView } from '@/components/dashboard/query-view';
import { Spinner } from '@/components/ui/button';
import { snackbar } from '@/components/ui/snackbar';
import { clockRecordsQuery, useClockIn, useClockOut, type ClockPage } from '@/lib/clocking/hooks';
import { ApiError } from '@/lib/http/client';
import { StatusLabel } from '@/components/ui/status-label';
import { useOffline } from '@/components/dashboard/offline/offline-context';
import { useQueuedClock } from '@/components/dashboard/offline/use-queued-clock';
import { ClockFlags, formatTime, PlaceLink, useDuration } from './clock-parts';

type Place = { latitude: number; longitude: number };
type Outcome = { place: Place | null; reason: 'denied' | 'unavailable' | null };

/** Asks the browser for the position; never throws: a refusal, a timeout or no support gives `place: null`. */
function locate(): Promise<Outcome> {
  return new Promise((resolve) => {
    if (typeof navigator === 'undefined' || !navigator.geolocation)
      return resolve({ place: null, reason: 'unavailable' });
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ place: { latitude: p.coords.latitude, longitude: p.coords.longitude }, reason: null }),
      (error) => resolve({ place: null, reason: error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable' }),
      { enableHighAccuracy: true, timeout: 10_000, maximumAge: 60_000 },
    );
  });
}

/** The time now, refreshed every second (only on this screen). */
function useNow() {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * A Cleaner's clock: one large button that clocks in or out, sending the browser's position. Without a position the
 * clock still works and the record is flagged for the office; the server's refusal (already in, already out) shows
 * in a snackbar.
 */
export function ClockButtonScreen() {
  const t = useTranslations('dashboardClocking');
  const locale = useLocale();
  const now = useNow();
  const duration = useDuration();
  const open = useQuery(clockRecordsQuery({ state: 'open' }));
  const clockIn = useClockIn();
  const clockOut = useClockOut();
  const [step, setStep] = useState<'idle' | 'locating' | 'saving'>('idle');
  const offline = useOffline();
  const queued = useQueuedClock();

  // With no signal (or changes still waiting ahead), the clock-in or -out joins the phone's queue with the device's
  // time and position; the office sees it marked as recorded offline once it arrives.
  const keep = async (openId: string | null, place: Place | null) => {
    if (!offline) return;
    const change = openId
      ? await offline.queue({ kind: 'clockOut', jobId: null, body: { recordId: openId, location: place } })
      : await offline.queue({ kind: 'clockIn', jobId: null, body: { location: place } });
    snackbar.info(t('savedOffline', { time: formatTime(change.createdAt, locale) }));
  };

  const run = async (current: ClockPage['data'][number] | undefined) => {
    setStep('locating');
    const { place, reason } = await locate();
    setStep('saving');
    const openId = queued ? (queued.state === 'in' ? queued.id : null) : (current?.id ?? null);
    if (offline?.mustQueue()) {
      await keep(openId, place);
      setStep('idle');
      return;
    }
    try {
      const record = current
        ? await clockOut.mutateAsync({ id: current.id, location: place })
        : await clockIn.mutateAsync({ location: place });
      const at = formatTime(current ? record.clockOut : record.clockIn, locale);
      snackbar.success(current ? t('clockedOutAt', { time: at }) : t('clockedInAt', { time: at }));
      if (!place) snackbar.info(reason === 'denied' ? t('placeRefused') : t('placeUnavailable'));
    } catch (error) {
      if (offline && error instanceof ApiError && error.status === 0) await keep(openId, place);
      else snackbar.error(error instanceof Error ? error.message : t('clockFailed'));
    } finally {
      setStep('idle');
      void open.refetch();
    }
  };

  return (
    <QueryView query={open}>
      {(page) => {
        const fromServer = page.data[0];
        // A clock change waiting on the phone decides what the screen shows until the server has it.
        const current = queued ? undefined : fromServer;
        const inSince = queued?.state === 'in' ? queued.since : current?.clockIn;
        const busy = step !== 'idle';
        const since = inSince
          ? Math.round(((now?.getTime() ?? Date.now()) - new Date(inSince).getTime()) / 60_000)
          : null;
        return (
          <div className="mx-auto max-w-xl">
            <section
              aria-labelledby="clock-state"
              className="rounded-card bg-surface p-6 text-center shadow-card sm:p-8"
            >
              <p className="text-sm font-semibold uppercase tracking-wide text-ink-muted">{t('timeNow')}</p>
              <p className="mt-1 text-5xl font-bold tabular-nums" suppressHydrationWarning>
                <time dateTime={now?.toISOString()}>{now ? formatTime(now, locale, true) : '--:--:--'}</time>
              </p>
              <h2
                id="clock-state"
                className={clsx('mt-6 text-xl font-bold', inSince ? 'text-success-strong' : 'text-ink')}
                aria-live="polite"
              >
                {inSince ? t('stateIn', { time: formatTime(inSince, locale) }) : t('stateOut')}
              </h2>
              {inSince ? <p className="mt-1 text-ink-muted">{t('workedSoFar', { time: duration(since) })}</p> : null}
              {queued ? (
                <p className="mt-2">
                  <StatusLabel tone="warning">{t('waitingToSend')}</StatusLabel>
                </p>
              ) : null}
              <button
                type="button"
                onClick={() => void run(current)}
                disabled={busy}
                aria-busy={busy || undefined}
                className={clsx(
                  'mt-8 inline-flex min-h-28 w-full items-center justify-center gap-3 rounded-card px-6 text-2xl font-bold text-white shadow-card transition-colors',
                  'focus-visible:outline focus-visible:outline-4 focus-visible:outline-offset-4 disabled:cursor-wait disabled:opacity-70',
                  inSince
                    ? 'bg-danger hover:bg-danger/90 focus-visible:outline-danger'
                    : 'bg-brand-700 hover:bg-brand-800 focus-visible:outline-brand-700',
                )}
              >
                {busy ? (
                  <Spinner />
                ) : inSince ? (
                  <LogOut aria-hidden className="size-8" />
                ) : (
                  <LogIn aria-hidden className="size-8" />
                )}
                {step === 'locating'
                  ? t('locating')
                  : step === 'saving'
                    ? t('saving')
                    : inSince
                      ? t('clockOut')
                      : t('clockIn')}
              </button>
              <p className="mt-4 flex items-center justify-center gap-1.5 text-sm text-ink-muted">
                <MapPin aria-hidden className="size-4" />
                {t('placeHint')}
              </p>
              {current ? (
                <dl className="mt-6 grid grid-cols-2 gap-3 border-t border-ink/10 pt-4 text-start text-sm">
                  <dt className="font-semibold">{t('columns.placeIn')}</dt>
                  <dd>
                    <PlaceLink point={current.clockInLocation} />
                  </dd>
                  <dt className="font-semibold">{t('columns.flags')}</dt>
                  <dd>
                    <ClockFlags record={current} />
                  </dd>
                </dl>
              ) : null}
            </section>
            <p className="mt-6 text-center">
              <Link href="/dashboard/clocking/history" className="font-semibold text-link underline">
                {t('seeHistory')}
              </Link>
            </p>
          </div>
        );
      }}
    </QueryView>
  );
}
