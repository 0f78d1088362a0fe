'use client';

import { clsx } from 'clsx';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { Columns } from '@/components/dashboard/data-table/columns';
import Link from '@/components/ui/link';
import { StatusLabel } from '@/components/ui/status-label';
import { timesheetWeekKey, type Timesheet } from '@/lib/timesheets/hooks';

export const hoursText = (h: number | null) => (h === null ? '—' : h.toFixed(2));

/** The week screen of a row: by the saved timesheet's id, or by cleaner and week until one is saved. */
export const weekHref = (s: Timesheet) => `/dashboard/timesheet/${timesheetWeekKey(s)}/edit`;

/** The week's lines: planned, worked and their difference, punctuality, approval; the name opens the week for admins. */
export function useTimesheetColumns(admin: boolean): Columns<Timesheet> {
  const t = useTranslations('dashboardTimesheet');
  return useMemo(
    () => [
      {
        id: 'name',
        header: t('columns.cleaner'),
        sortKey: 'name',
        hideable: false,
        cell: (s: Timesheet) =>
          admin ? (
            <Link href={weekHref(s)} className="font-semibold text-link hover:underline">
              {s.userName ?? '—'}
            </Link>
          ) : (
            <span className="font-semibold">{s.userName ?? '—'}</span>
          ),
      },
      {
        id: 'planned',
        header: t('columns.planned'),
        align: 'end' as const,
        cell: (s: Timesheet) => hoursText(s.scheduledHours),
      },
      {
        id: 'worked',
        header: t('columns.worked'),
        align: 'end' as const,
        cell: (s: Timesheet) => hoursText(s.workedHours),
      },
      {
        id: 'difference',
        header: t('columns.difference'),
        align: 'end' as const,
        hideBelow: 'sm' as const,
        cell: (s: Timesheet) => {
          const d = Math.round((s.workedHours - s.scheduledHours) * 100) / 100;
          return (
            <span className={clsx('tabular-nums', d < 0 ? 'text-danger' : d > 0 ? 'text-success-strong' : undefined)}>
              {d > 0 ? `+${d.toFixed(2)}` : d.toFixed(2)}
            </span>
          );
        },
      },
      {
        id: 'late',
        header: t('columns.lateStarts'),
        align: 'end' as const,
        hideBelow: 'lg' as const,
        cell: (s: Timesheet) => (
          <span className={clsx('tabular-nums', s.lateStarts > 0 && 'font-semibold text-danger')}>{s.lateStarts}</span>
        ),
      },
      {
        id: 'early',
        header: t('columns.earlyFinishes'),
        align: 'end' as const,
        hideBelow: 'lg' as const,
        cell: (s: Timesheet) => (
          <span className={clsx('tabular-nums', s.earlyFinishes > 0 && 'font-semibold text-danger')}>
            {s.earlyFinishes}
          </span>
        ),
      },
      {
        id: 'approved',
        header: t('columns.approved'),
        align: 'end' as const,
        hideBelow: 'md' as const,
        cell: (s: Timesheet) => hoursText(s.approvedHours),
      },
      {
        id: 'status',
        header: t('columns.status'),
        cell: (s: Timesheet) => (
          <StatusLabel tone={s.status === 'approved' ? 'success' : 'warning'}>{t(`statuses.${s.status}`)}</StatusLabel>
        ),
      },
      { id: 'notes', header: t('columns.notes'), hideBelow: 'lg' as const, cell: (s: Timesheet) => s.notes || '—' },
    ],
    [t, admin],
  );
}
