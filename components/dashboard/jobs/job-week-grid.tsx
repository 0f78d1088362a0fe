'use client';

import { clsx } from 'clsx';
import { useTranslations } from 'next-intl';
import Link from '@/components/ui/link';
import type { CSSProperties } from 'react';
import type { Job } from '@/lib/jobs/hooks';
import { JOB_STAGE_TONES, timeRange } from '@/lib/jobs/display';
import { stageKey } from '@/lib/jobs/rules';
import { OnlineBadge } from '@/components/dashboard/bookings/online-badge';

const HOUR_PX = 64;
const MIN_BLOCK_PX = 56;

/** The stage's colour as a block: a strong edge on the start side and a soft fill. */
const STAGE_BLOCK: Record<string, string> = {
  info: 'border-info bg-info-soft',
  warning: 'border-warning bg-warning-soft',
  danger: 'border-danger bg-danger-soft',
  success: 'border-success bg-success-soft',
};
const blockTone = (stage: number) => STAGE_BLOCK[JOB_STAGE_TONES[stage] ?? 'info'] ?? STAGE_BLOCK.info;

const minutes = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};
const endMinutes = (j: Job) => (j.endTime ? minutes(j.endTime) : minutes(j.startTime!) + 60);

export type WeekDay = { date: string; label: string; today: boolean; jobs: Job[] };

/** One job as a block or list entry: time, title, client, team lead; its stage as colour and (for screen readers) text. */
function JobBlock({ job, style, placed }: { job: Job; style?: CSSProperties; placed?: boolean }) {
  const t = useTranslations('dashboardJobs');
  const lead = job.team[0]?.name;
  return (
    <Link
      href={`/dashboard/job/${job.id}`}
      style={style}
      data-testid="week-job"
      className={clsx(
        'block overflow-hidden rounded border-s-4 px-2 py-1 text-xs text-ink shadow-sm hover:brightness-95 focus-visible:z-10 focus-visible:ring-2 focus-visible:ring-brand-700',
        blockTone(job.stage),
        placed ? 'absolute' : 'min-h-11',
      )}
    >
      {job.startTime ? (
        <span className="block font-semibold tabular-nums">
          <span dir="ltr">{timeRange(job.startTime, job.endTime)}</span>
        </span>
      ) : null}
      <OnlineBadge source={job.source} status={job.bookingStatus} />
      <span dir="auto" className="line-clamp-2 break-words font-bold">
        {job.title}
      </span>
      {job.userClientName ? (
        <span dir="auto" className="block truncate">
          {job.userClientName}
        </span>
      ) : null}
      {lead ? <span className="block truncate">{t('week.lead', { name: lead })}</span> : null}
      <span className="sr-only">{t(`stages.${stageKey(job.stage)}`)}</span>
    </Link>
  );
}

/** Side-by-side lanes for visits that overlap in time: each visit gets the first lane free at its start. */
function lanes(jobs: Job[]) {
  const ends: number[] = [];
  const lane = new Map<string, number>();
  for (const j of jobs) {
    const start = minutes(j.startTime!);
    let i = ends.findIndex((end) => end <= start);
    if (i < 0) i = ends.length;
    ends[i] = endMinutes(j);
    lane.set(j.id, i);
  }
  return { lane, count: Math.max(ends.length, 1) };
}

/** Seven day columns (Mon–Sun, right to left in Arabic) with the visits placed at their start time; wide screens. */
export function WeekColumns({ days, label }: { days: WeekDay[]; label: string }) {
  const t = useTranslations('dashboardJobs.week');
  const timed = days.flatMap((d) => d.jobs.filter((j) => j.startTime));
  const first = Math.min(7, ...timed.map((j) => Math.floor(minutes(j.startTime!) / 60)));
  const last = Math.max(19, ...timed.map((j) => Math.ceil(endMinutes(j) / 60)));
  const hours = Array.from({ length: last - first }, (_, i) => first + i);
  const untimedRows = Math.max(0, ...days.map((d) => d.jobs.filter((j) => !j.startTime).length));
  const untimedHeight = untimedRows ? `${untimedRows * 3 + 1.5}rem` : undefined;
  const height = hours.length * HOUR_PX;
  const grid = {
    backgroundImage: `repeating-linear-gradient(to bottom, var(--line, rgb(0 0 0 / 0.08)) 0 1px, transparent 1px ${HOUR_PX}px)`,
  };

  return (
    <div role="group" aria-label={label} className="hidden grid-cols-[3rem_repeat(7,minmax(0,1fr))] gap-px lg:grid">
      <div aria-hidden className="text-end text-xs text-ink-muted">
        <div className="h-12" />
        {untimedHeight ? <div style={{ height: untimedHeight }} /> : null}
        <div className="relative" style={{ height }}>
          {hours.map((h, i) => (
            <span key={h} className="absolute end-1 -translate-y-1/2 tabular-nums" style={{ top: i * HOUR_PX }}>
              {i ? `${String(h).padStart(2, '0')}:00` : ''}
            </span>
          ))}
        </div>
      </div>
      {days.map((day) => {
        const dayTimed = day.jobs.filter((j) => j.startTime);
        const { lane, count } = lanes(dayTimed);
        return (
          <section key={day.date} aria-labelledby={`week-day-${day.date}`} className="min-w-0">
            <h3
              id={`week-day-${day.date}`}
              aria-current={day.today ? 'date' : undefined}
              className={clsx(
                'flex h-12 items-center justify-center rounded-t px-1 text-center text-sm font-semibold',
                day.today && 'bg-brand-700 text-white',
              )}
            >
              {day.label}
            </h3>
            {untimedHeight ? (
              <ul
                className="space-y-1 border-b border-line p-1"
                style={{ height: untimedHeight }}
                aria-label={t('noTime')}
              >
                {day.jobs
                  .filter((j) => !j.startTime)
                  .map((j) => (
                    <li key={j.id}>
                      <JobBlock job={j} />
                    </li>
                  ))}
              </ul>
            ) : null}
            <ul className="relative bg-surface-muted" style={{ height, ...grid }}>
              {dayTimed.map((j) => {
                const top = ((minutes(j.startTime!) - first * 60) / 60) * HOUR_PX;
                const size = Math.max(((endMinutes(j) - minutes(j.startTime!)) / 60) * HOUR_PX, MIN_BLOCK_PX);
                const width = 100 / count;
                return (
                  <li key={j.id}>
                    <JobBlock
                      job={j}
                      placed
                      style={{
                        top,
                        height: Math.min(size, height - top),
                        insetInlineStart: `${lane.get(j.id)! * width}%`,
                        width: `calc(${width}% - 2px)`,
                      }}
                    />
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

/** Phones and narrow screens: the week day by day, each day's visits in time order. */
export function WeekDayList({ days, label }: { days: WeekDay[]; label: string }) {
  const t = useTranslations('dashboardJobs.week');
  return (
    <div role="group" aria-label={label} className="space-y-4 lg:hidden">
      {days.map((day) => (
        <section key={day.date} aria-labelledby={`week-list-${day.date}`}>
          <h3
            id={`week-list-${day.date}`}
            aria-current={day.today ? 'date' : undefined}
            className={clsx(
              'mb-2 inline-block rounded px-2 py-1 text-sm font-semibold',
              day.today && 'bg-brand-700 text-white',
            )}
          >
            {day.label}
          </h3>
          {day.jobs.length ? (
            <ul className="space-y-2">
              {day.jobs.map((j) => (
                <li key={j.id}>
                  <JobBlock job={j} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-ink-muted">{t('noJobs')}</p>
          )}
        </section>
      ))}
    </div>
  );
}
