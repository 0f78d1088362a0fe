'use client';

import { useLocale, useTranslations } from 'next-intl';
import Link from '@/components/ui/link';
import { useMemo } from 'react';
import type { Columns } from '@/components/dashboard/data-table/columns';
import { StatusLabel } from '@/components/ui/status-label';
import type { Job } from '@/lib/jobs/hooks';
import { formatDate } from '@/lib/dashboard/labels';
import { JOB_STAGE_TONES, serviceKey, timeRange } from '@/lib/jobs/display';
import { stageKey } from '@/lib/jobs/rules';
import { OnlineBadge } from '@/components/dashboard/bookings/online-badge';
import { UnreadBadge } from '@/components/dashboard/chats/unread-badge';

/** The jobs table: title with unread chat count and location, visit date and time, client, team, service, stage and when it was created. */
export function useJobColumns(): Columns<Job> {
  const t = useTranslations('dashboardJobs');
  const locale = useLocale();
  return useMemo(
    () => [
      {
        id: 'title',
        header: t('columns.title'),
        sortKey: 'title',
        hideable: false,
        cell: (j: Job) => (
          <div className="min-w-0">
            <div className="flex min-w-0 items-center gap-2">
              <Link href={`/dashboard/job/${j.id}`} dir="auto" className="truncate font-semibold hover:underline">
                {j.title}
              </Link>
              <UnreadBadge count={j.unreadCount} />
              <OnlineBadge source={j.source} status={j.bookingStatus} />
            </div>
            <span dir="auto" className="block truncate text-ink-subtle">
              {j.location || '—'}
            </span>
            {j.scheduledDate ? (
              <span dir="auto" className="block truncate text-ink-muted sm:hidden">
                {formatDate(j.scheduledDate, locale)}
                {j.startTime ? `, ${timeRange(j.startTime, j.endTime)}` : ''}
              </span>
            ) : null}
          </div>
        ),
      },
      {
        id: 'when',
        header: t('fields.when'),
        sortKey: 'scheduledDate',
        hideBelow: 'sm' as const,
        cell: (j: Job) =>
          j.scheduledDate ? (
            <div className="whitespace-nowrap">
              <span className="block">{formatDate(j.scheduledDate, locale)}</span>
              {j.startTime ? <span className="block text-ink-subtle">{timeRange(j.startTime, j.endTime)}</span> : null}
            </div>
          ) : (
            <span className="text-ink-subtle">{t('schedule.notScheduled')}</span>
          ),
      },
      {
        id: 'client',
        header: t('columns.client'),
        hideBelow: 'md' as const,
        cell: (j: Job) => j.userClientName ?? '—',
      },
      {
        id: 'cleaner',
        header: t('fields.team'),
        hideBelow: 'md' as const,
        cell: (j: Job) =>
          j.team.length ? (
            <span dir="auto" className="block max-w-56 truncate" title={j.team.map((m) => m.name).join(', ')}>
              {j.team[0]!.name}
              {j.team.length > 1 ? <span className="text-ink-subtle"> +{j.team.length - 1}</span> : null}
            </span>
          ) : (
            '—'
          ),
      },
      {
        id: 'service',
        header: t('columns.service'),
        sortKey: 'service',
        hideBelow: 'lg' as const,
        cell: (j: Job) => (serviceKey(j.service) ? t(`services.${serviceKey(j.service)}`) : j.service || '—'),
      },
      {
        id: 'stage',
        header: t('columns.stage'),
        sortKey: 'stage',
        cell: (j: Job) => <StatusLabel tone={JOB_STAGE_TONES[j.stage]}>{t(`stages.${stageKey(j.stage)}`)}</StatusLabel>,
      },
      {
        id: 'createdAt',
        header: t('columns.createdAt'),
        sortKey: 'createdAt',
        hideBelow: 'sm' as const,
        cell: (j: Job) => formatDate(j.createdAt, locale),
      },
    ],
    [t, locale],
  );
}
