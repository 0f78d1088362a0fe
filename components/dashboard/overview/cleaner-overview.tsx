'use client';

import { Clock, MapPin } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import Link from '@/components/ui/link';
import { buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { Overview } from '@/lib/overview/hooks';
import { formatDate } from '@/lib/dashboard/labels';
import { MyJobsCard } from './my-jobs-card';
import { InstallCard } from '@/components/dashboard/offline/install-card';
import { useQueuedClock } from '@/components/dashboard/offline/use-queued-clock';
import { useWarmWeek } from '@/components/dashboard/offline/use-warm-week';

type CleanerData = Extract<Overview, { role: 'cleaner' }>;

/** A cleaner's day on their phone: clock status with one big button, today's shifts, the jobs they are on. */
export function CleanerOverview({ data }: { data: CleanerData }) {
  const t = useTranslations('dashboardOverview');
  const locale = useLocale();
  useWarmWeek(data.jobs.map((j) => j.id));
  // A clock-in or -out waiting on the phone (no signal) is what the cleaner did last.
  const queued = useQueuedClock();
  const since = queued ? (queued.state === 'in' ? queued.since : null) : data.clockedInSince;
  return (
    <div className="space-y-6">
      <InstallCard />
      <Card>
        <div className="flex flex-wrap items-center justify-between gap-4">
          <div>
            <p className="text-sm font-semibold text-ink-muted">{formatDate(data.today, locale)}</p>
            <p className="mt-1 text-lg font-bold">
              {since ? t('clockedInSince', { time: formatDate(since, locale, true) }) : t('notClockedIn')}
            </p>
          </div>
          <Link
            href="/dashboard/clocking"
            className={buttonClass('primary', 'min-h-14 w-full px-8 text-base sm:w-auto')}
          >
            <Clock aria-hidden className="size-5" />
            {since ? t('clockOut') : t('clockIn')}
          </Link>
        </div>
      </Card>
      <Card title={t('todayShifts')}>
        {data.shifts.length ? (
          <ul className="space-y-3">
            {data.shifts.map((s) => (
              <li key={s.id} className="rounded border border-line p-4">
                <p className="text-lg font-bold tabular-nums" dir="ltr">
                  {s.startTime}–{s.endTime}
                </p>
                <p className="mt-1 font-semibold">{s.jobTitle ?? s.site ?? t('shift')}</p>
                {s.location || s.site ? (
                  <p className="mt-1 flex items-center gap-1.5 text-sm text-ink-muted">
                    <MapPin aria-hidden className="size-4" />
                    {s.location || s.site}
                  </p>
                ) : null}
                {s.notes ? <p className="mt-2 text-sm text-ink-muted">{s.notes}</p> : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-ink-muted">{t('noShiftsToday')}</p>
        )}
      </Card>
      <MyJobsCard jobs={data.jobs} detail={(j) => j.location || j.service} tone={() => 'info'} />
    </div>
  );
}
