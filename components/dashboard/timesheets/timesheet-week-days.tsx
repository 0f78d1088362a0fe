'use client';

import { clsx } from 'clsx';
import { useLocale, useTranslations } from 'next-intl';
import { ClockFlags, formatTime, useDuration } from '@/components/dashboard/clocking/clock-parts';
import { StatusLabel } from '@/components/ui/status-label';
import type { TimesheetWeek } from '@/lib/timesheets/hooks';
import { dateFormat } from '@/lib/intl-formats';

type Day = TimesheetWeek['days'][number];

const dayName = (date: string, locale: string) =>
  dateFormat(locale === 'en' ? 'en-GB' : locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));

/** One day of the week: planned shifts beside the clock records (times, worked, late/early marks and the office's flags). */
function DayCard({ day }: { day: Day }) {
  const t = useTranslations('dashboardTimesheet');
  const locale = useLocale();
  const duration = useDuration();
  const diff = Math.round((day.workedHours - day.plannedHours) * 100) / 100;
  const empty = !day.shifts.length && !day.records.length;
  return (
    <li className="rounded-card bg-surface p-4 shadow-card">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-bold">{dayName(day.date, locale)}</h3>
        <p className="text-sm tabular-nums text-ink-muted">
          {t('dayHours', { planned: day.plannedHours.toFixed(2), worked: day.workedHours.toFixed(2) })}
          {diff !== 0 ? (
            <span className={clsx('ms-2 font-semibold', diff < 0 ? 'text-danger' : 'text-success-strong')}>
              {diff > 0 ? `+${diff.toFixed(2)}` : diff.toFixed(2)}
            </span>
          ) : null}
        </p>
      </div>
      {empty ? (
        <p className="mt-2 text-sm text-ink-muted">{t('nothingThatDay')}</p>
      ) : (
        <div className="mt-3 grid gap-4 md:grid-cols-2">
          <div>
            <h4 className="mb-1 text-xs font-semibold uppercase text-ink-muted">{t('planned')}</h4>
            {day.shifts.length ? (
              <ul className="space-y-1 text-sm">
                {day.shifts.map((s) => (
                  <li key={s.id}>
                    <span className="tabular-nums font-semibold">
                      {s.startTime}–{s.endTime}
                    </span>{' '}
                    {s.jobTitle ?? s.site ?? ''}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-ink-subtle">{t('noShiftPlanned')}</p>
            )}
          </div>
          <div>
            <h4 className="mb-1 text-xs font-semibold uppercase text-ink-muted">{t('workedRecords')}</h4>
            {day.records.length ? (
              <ul className="space-y-2 text-sm">
                {day.records.map((r) => (
                  <li key={r.id} className="space-y-1">
                    <p>
                      <span className="tabular-nums font-semibold">
                        {formatTime(r.clockIn, locale)}–{r.clockOut ? formatTime(r.clockOut, locale) : t('stillIn')}
                      </span>
                      <span className="ms-2 text-ink-muted">{duration(r.workedMinutes)}</span>
                      {r.jobTitle ? <span className="ms-2">{r.jobTitle}</span> : null}
                    </p>
                    <div className="flex flex-wrap gap-1">
                      {r.late ? <StatusLabel tone="danger">{t('lateStart')}</StatusLabel> : null}
                      {r.early ? <StatusLabel tone="danger">{t('earlyFinish')}</StatusLabel> : null}
                      <ClockFlags record={r} />
                    </div>
                    {r.enteredById && r.notes ? (
                      <p className="text-xs text-ink-muted">{t('entryReasonShown', { reason: r.notes })}</p>
                    ) : null}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-ink-subtle">{t('noRecords')}</p>
            )}
          </div>
        </div>
      )}
    </li>
  );
}

export function TimesheetWeekDays({ days }: { days: Day[] }) {
  const t = useTranslations('dashboardTimesheet');
  return (
    <section aria-labelledby="week-days">
      <h2 id="week-days" className="mb-3 text-lg font-bold">
        {t('byDay')}
      </h2>
      <ul className="space-y-3">
        {days.map((d) => (
          <DayCard key={d.date} day={d} />
        ))}
      </ul>
    </section>
  );
}
