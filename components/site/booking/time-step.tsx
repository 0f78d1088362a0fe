'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Spinner } from '@/components/ui/button';
import { fetchSlots, type BookingInput, type SlotDay } from '@/lib/bookings/hooks';
import { addDays, londonToday } from './booking-state';
import { ChoiceGroup } from './choice-group';
import { longDay, shortDay } from './dates';

type Props = {
  input: BookingInput;
  weekFrom: string | null;
  horizonDays: number;
  date: string;
  startTime: string;
  /** Fresh days from a 409 slot_taken answer: shown instead of asking again. */
  freshDays: SlotDay[] | null;
  error?: string;
  onWeek: (from: string) => void;
  onDate: (date: string) => void;
  onTime: (time: string) => void;
};

type Loaded = { key: string; days: SlotDay[] } | { key: string; failed: true };

/** Step 3: a week of really free start times at a time, from the covering office's rota, leave and jobs. */
export function TimeStep({
  input,
  weekFrom,
  horizonDays,
  date,
  startTime,
  freshDays,
  error,
  onWeek,
  onDate,
  onTime,
}: Props) {
  const t = useTranslations('booking.time');
  const locale = useLocale();
  const today = londonToday();
  const from = weekFrom ?? today;
  const key = `${from}|${JSON.stringify(input)}`;
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (freshDays) return setLoaded({ key, days: freshDays });
    const controller = new AbortController();
    fetchSlots({ ...input, from, days: 7 }, controller.signal)
      .then((slots) => setLoaded({ key, days: slots.days }))
      .catch(() => !controller.signal.aborted && setLoaded({ key, failed: true }));
    return () => controller.abort();
    // `key` holds `input` and `from`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, freshDays, attempt]);

  const current = loaded?.key === key ? loaded : null;
  const days = current && 'days' in current ? current.days : [];
  const day = days.find((d) => d.date === date);
  const last = addDays(today, horizonDays);

  return (
    <div className="grid gap-5">
      <div className="flex items-center justify-between gap-2">
        <button
          type="button"
          disabled={from <= today}
          onClick={() => onWeek(addDays(from, -7) < today ? today : addDays(from, -7))}
          className="inline-flex min-h-11 items-center gap-1 rounded border border-ink/20 bg-white px-3 text-sm font-semibold hover:bg-surface-muted disabled:opacity-40"
        >
          <span aria-hidden className="rtl:rotate-180">
            ‹
          </span>{' '}
          {t('previousWeek')}
        </button>
        <p className="text-center text-sm font-semibold text-ink" aria-live="polite">
          {t('week', { date: shortDay(from, locale) })}
        </p>
        <button
          type="button"
          disabled={addDays(from, 7) > last}
          onClick={() => onWeek(addDays(from, 7))}
          className="inline-flex min-h-11 items-center gap-1 rounded border border-ink/20 bg-white px-3 text-sm font-semibold hover:bg-surface-muted disabled:opacity-40"
        >
          {t('nextWeek')}{' '}
          <span aria-hidden className="rtl:rotate-180">
            ›
          </span>
        </button>
      </div>
      {!current ? <Spinner label={t('loading')} className="justify-self-center py-6 text-brand-700" /> : null}
      {current && 'failed' in current ? (
        <div role="alert" className="text-sm font-medium text-danger">
          <p>{t('failed')}</p>
          <button
            type="button"
            onClick={() => setAttempt((n) => n + 1)}
            className="mt-2 inline-flex min-h-11 items-center font-semibold text-brand-800 underline"
          >
            {t('retry')}
          </button>
        </div>
      ) : null}
      {current && 'days' in current ? (
        days.some((d) => d.times.length > 0) ? (
          <>
            <ChoiceGroup
              legend={t('dayLegend')}
              name="date"
              columns={3}
              value={day ? date : ''}
              onChange={onDate}
              options={days.map((d) => ({
                value: d.date,
                disabled: d.times.length === 0,
                label: (
                  <span className="flex flex-col leading-tight">
                    <span>{shortDay(d.date, locale)}</span>
                    {d.times.length === 0 ? <span className="text-xs font-normal">{t('noTimes')}</span> : null}
                  </span>
                ),
              }))}
            />
            {day ? (
              <ChoiceGroup
                legend={t('timeLegend', { date: longDay(day.date, locale) })}
                name="startTime"
                columns={3}
                value={day.times.includes(startTime) ? startTime : ''}
                onChange={onTime}
                options={day.times.map((time) => ({ value: time, label: <span dir="ltr">{time}</span> }))}
                error={error}
              />
            ) : (
              <p className="text-sm text-ink-muted">{t('pickDay')}</p>
            )}
          </>
        ) : (
          <p className="rounded bg-surface-muted p-4 text-sm text-ink">{t('emptyWeek')}</p>
        )
      ) : null}
      {error && !day ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
