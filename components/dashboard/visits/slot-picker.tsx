'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button, Spinner } from '@/components/ui/button';
import { visitSlotsQuery, type SlotScope } from '@/lib/visits/hooks';
import { dateFormat } from '@/lib/intl-formats';
import { londonParts } from '@/lib/london-clock';

export type Slot = { date: string; time: string };

const WEEKS_AHEAD = 9;
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** Tomorrow in London: the first day the engine offers. */
export function londonTomorrow(now = new Date()) {
  const p = londonParts(now);
  return addDays(`${p.year}-${String(p.month + 1).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`, 1);
}

/**
 * A week of free times from the slot engine, day by day, each time a thumb-sized toggle; the week moves on with
 * Previous / Next. Only days with a free time are listed, so a phone shows the choices, not empty days.
 */
export function SlotPicker({
  jobId,
  scope,
  value,
  onChange,
}: {
  jobId: string;
  scope: SlotScope;
  value: Slot | null;
  onChange: (slot: Slot) => void;
}) {
  const t = useTranslations('dashboardClientHome');
  const locale = useLocale();
  const first = londonTomorrow();
  const [from, setFrom] = useState(first);
  const query = useQuery(visitSlotsQuery(jobId, scope, from));
  const dayName = (date: string) =>
    dateFormat(locale === 'en' ? 'en-GB' : locale, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    }).format(new Date(`${date}T12:00:00Z`));
  const days = query.data?.days.filter((d) => d.times.length) ?? [];
  return (
    <fieldset className="min-w-0">
      <legend className="mb-2 font-semibold">{t('chooseTime')}</legend>
      <div className="mb-3 flex items-center justify-between gap-2">
        <Button
          size="sm"
          variant="secondary"
          className="min-h-11"
          disabled={from <= first}
          onClick={() => setFrom(addDays(from, -7))}
        >
          {t('previousWeek')}
        </Button>
        <span className="text-center text-sm text-ink-muted" aria-live="polite">
          {t('week', { date: dayName(from) })}
        </span>
        <Button
          size="sm"
          variant="secondary"
          className="min-h-11"
          disabled={from >= addDays(first, 7 * WEEKS_AHEAD)}
          onClick={() => setFrom(addDays(from, 7))}
        >
          {t('nextWeek')}
        </Button>
      </div>
      {query.isPending ? (
        <div className="flex min-h-32 items-center justify-center gap-2 text-sm text-ink-muted">
          <Spinner />
          {t('loadingTimes')}
        </div>
      ) : query.isError ? (
        <div role="alert" className="flex min-h-32 flex-col items-center justify-center gap-2 text-sm">
          <p>{t('timesFailed')}</p>
          <Button size="sm" variant="secondary" onClick={() => void query.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : days.length ? (
        <div className="max-h-[45dvh] space-y-4 overflow-y-auto pe-1">
          {days.map((d) => (
            <div key={d.date}>
              <p className="mb-1 text-sm font-semibold">{dayName(d.date)}</p>
              <div className="grid grid-cols-4 gap-2 sm:grid-cols-6">
                {d.times.map((time) => {
                  const chosen = value?.date === d.date && value.time === time;
                  return (
                    <button
                      key={time}
                      type="button"
                      aria-pressed={chosen}
                      aria-label={`${dayName(d.date)} ${time}`}
                      onClick={() => onChange({ date: d.date, time })}
                      className={`min-h-11 rounded border text-sm font-semibold tabular-nums ${chosen ? 'border-brand-700 bg-brand-700 text-white' : 'border-ink/20 bg-surface hover:bg-surface-muted'}`}
                    >
                      {time}
                    </button>
                  );
                })}
              </div>
            </div>
          ))}
        </div>
      ) : (
        <p className="flex min-h-32 items-center justify-center text-sm text-ink-muted">{t('noTimes')}</p>
      )}
    </fieldset>
  );
}
