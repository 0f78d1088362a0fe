'use client';

import { clsx } from 'clsx';
import { Plus } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import Link from '@/components/ui/link';
import type { Shift } from '@/lib/rota/hooks';
import { ShiftBlock } from './rota-shift-block';
import { dateFormat } from '@/lib/intl-formats';

type Props = {
  days: string[];
  dayLabels: string[];
  day: string;
  onDay: (date: string) => void;
  shifts: Shift[];
  admin: boolean;
  isOnLeave: (shift: Shift) => boolean;
  onMoveRequest: (shift: Shift) => void;
};

/** Phones: one day at a time, chosen from the week's seven days (kept in the URL as ?day=). */
export function DayView({ days, dayLabels, day, onDay, shifts, admin, isOnLeave, onMoveRequest }: Props) {
  const t = useTranslations('dashboardRota');
  const locale = useLocale();
  const tag = locale === 'en' ? 'en-GB' : locale;
  const index = Math.max(0, days.indexOf(day));
  const today = shifts.filter((s) => s.date === days[index]);
  return (
    <section className="md:hidden" aria-labelledby="rota-day-heading">
      <div className="mb-3 grid grid-cols-7 gap-1" role="group" aria-label={t('chooseDay')}>
        {days.map((d, i) => {
          const at = new Date(`${d}T12:00:00Z`);
          return (
            <button
              key={d}
              type="button"
              onClick={() => onDay(d)}
              aria-pressed={i === index}
              aria-label={dayLabels[i]}
              className={clsx(
                'flex min-h-12 flex-col items-center justify-center rounded border text-xs',
                i === index
                  ? 'border-brand-700 bg-brand-700 font-bold text-white'
                  : 'border-ink/20 bg-surface text-ink',
              )}
            >
              <span aria-hidden>{dateFormat(tag, { weekday: 'narrow', timeZone: 'UTC' }).format(at)}</span>
              <span aria-hidden className="tabular-nums">
                {dateFormat(tag, { day: 'numeric', timeZone: 'UTC' }).format(at)}
              </span>
            </button>
          );
        })}
      </div>
      <div className="rounded-card bg-surface p-3 shadow-card">
        <div className="mb-2 flex items-center justify-between gap-2">
          <h2 id="rota-day-heading" className="font-bold">
            {dayLabels[index]}
          </h2>
          {admin ? (
            <Link
              href={`/dashboard/rota/new?date=${days[index]}`}
              prefetch={false}
              className="inline-flex min-h-11 items-center gap-1 rounded px-2 text-sm font-semibold text-link hover:underline"
            >
              <Plus aria-hidden className="size-4" />
              {t('addOn')}
            </Link>
          ) : null}
        </div>
        {today.length ? (
          <ul className="space-y-1.5">
            {today.map((s) => (
              <li key={s.id}>
                <ShiftBlock
                  shift={s}
                  editable={admin}
                  showName={admin}
                  onLeave={isOnLeave(s)}
                  onMoveRequest={onMoveRequest}
                />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-ink-muted">{t('noShifts')}</p>
        )}
      </div>
    </section>
  );
}
