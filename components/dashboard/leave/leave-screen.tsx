'use client';

import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Check, History, Plus, X } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import Link from '@/components/ui/link';
import { useSearchParams } from 'next/navigation';
import { useMemo } from 'react';
import type { Columns } from '@/components/dashboard/data-table/columns';
import { statusTabs } from '@/components/dashboard/data-table/filter-tabs';
import { DataTable } from '@/components/dashboard/data-table/data-table';
import { RowActions } from '@/components/dashboard/data-table/row-actions';
import { useListParams } from '@/components/dashboard/data-table/use-list-params';
import { PageHeader } from '@/components/dashboard/page-header';
import { useSession } from '@/components/dashboard/session-context';
import { buttonClass } from '@/components/ui/button';
import { snackbar } from '@/components/ui/snackbar';
import { StatusLabel } from '@/components/ui/status-label';
import { leaveListQuery, useUpdateLeave, type Leave } from '@/lib/leave/hooks';
import { formatDate } from '@/lib/dashboard/labels';
import { isAdmin } from '@/lib/roles';
import { LEAVE_SORTS, LEAVE_STATUS_KEYS } from '@/lib/schemas/list-fields';
import { TeamCalendar } from './leave-calendar';
import { daysTakenThisYear, LEAVE_TONES } from './leave-parts';

const historyHref = (userId: string) => `/dashboard/leave/${userId}/history`;

function useLeaveColumns(showPerson: boolean): Columns<Leave> {
  const t = useTranslations('dashboardLeave');
  const locale = useLocale();
  return useMemo(
    () => [
      ...(showPerson
        ? [
            {
              id: 'person',
              header: t('columns.person'),
              sortKey: 'userName',
              hideable: false,
              cell: (l: Leave) => (
                <Link href={historyHref(l.userId)} className="font-semibold hover:underline">
                  {l.userName ?? '—'}
                </Link>
              ),
            },
          ]
        : []),
      { id: 'type', header: t('columns.type'), sortKey: 'type', cell: (l: Leave) => t(`types.${l.type}`) },
      {
        id: 'dates',
        header: t('columns.dates'),
        sortKey: 'startDate',
        hideable: showPerson,
        cell: (l: Leave) => (
          <span className="whitespace-nowrap">
            {l.startDate === l.endDate
              ? formatDate(l.startDate, locale)
              : t('range', { from: formatDate(l.startDate, locale), to: formatDate(l.endDate, locale) })}
            {l.startDate === l.endDate && l.startHalf ? (
              <span className="block text-xs text-ink-muted">{t(`halves.${l.startHalf}`)}</span>
            ) : null}
            {l.startDate !== l.endDate && (l.startHalf || l.endHalf) ? (
              <span className="block text-xs text-ink-muted">
                {[l.startHalf ? t('startsPm') : null, l.endHalf ? t('endsAm') : null].filter(Boolean).join(' · ')}
              </span>
            ) : null}
          </span>
        ),
      },
      {
        id: 'days',
        header: t('columns.days'),
        align: 'end' as const,
        hideBelow: 'sm' as const,
        cell: (l: Leave) => l.days,
      },
      {
        id: 'reason',
        header: t('columns.reason'),
        hideBelow: 'md' as const,
        cell: (l: Leave) => (
          <span dir="auto" className="line-clamp-2 max-w-xs">
            {l.reason || '—'}
          </span>
        ),
      },
      {
        id: 'status',
        header: t('columns.status'),
        sortKey: 'status',
        cell: (l: Leave) => <StatusLabel tone={LEAVE_TONES[l.status]}>{t(`statuses.${l.status}`)}</StatusLabel>,
      },
      {
        id: 'decided',
        header: t('columns.decided'),
        hideBelow: 'lg' as const,
        cell: (l: Leave) =>
          l.decidedAt ? (
            <span>
              {l.decidedByName ?? '—'}
              <span className="block text-xs text-ink-subtle">{formatDate(l.decidedAt, locale, true)}</span>
            </span>
          ) : (
            '—'
          ),
      },
    ],
    [t, locale, showPerson],
  );
}

/**
 * A leave table: status tabs with counts, search, sort, paging in the URL. Administrators approve or reject from the
 * row menu; a person's history (`userId`) shows only their requests.
 */
export function LeaveTable({ userId, label }: { userId?: string; label: string }) {
  const t = useTranslations('dashboardLeave');
  const { user } = useSession();
  const admin = isAdmin(user.role);
  const list = useListParams({ sortable: LEAVE_SORTS, filters: { status: LEAVE_STATUS_KEYS }, pageSize: 25 });
  const query = useQuery(leaveListQuery({ ...list.params, ...(userId ? { userId } : {}) }));
  const update = useUpdateLeave();
  const columns = useLeaveColumns(admin && !userId);
  const counts = query.data?.counts;

  const decide = async (leave: Leave, status: 'approved' | 'rejected') => {
    try {
      await update.mutateAsync({ id: leave.id, status });
      snackbar.success(t(status === 'approved' ? 'approvedFor' : 'rejectedFor', { name: leave.userName ?? '' }));
    } catch (error) {
      snackbar.error(error instanceof Error ? error.message : 'Failed to update leave');
    }
  };

  return (
    <DataTable
      label={label}
      columns={columns}
      query={query}
      list={list}
      searchPlaceholder={t('searchPlaceholder')}
      emptyText={t('empty')}
      noMatchText={t('noMatch')}
      tabs={{
        param: 'status',
        items: statusTabs(LEAVE_STATUS_KEYS, {
          all: t('statuses.all'),
          label: (s) => t(`statuses.${s}`),
          tone: (s) => LEAVE_TONES[s],
          counts,
        }),
      }}
      rowActions={(l) => {
        const actions = [
          ...(admin && l.status !== 'approved' && l.userId !== user.id
            ? [
                {
                  label: t('approve'),
                  onSelect: () => void decide(l, 'approved'),
                  icon: <Check aria-hidden className="size-4" />,
                },
              ]
            : []),
          ...(admin && l.status !== 'rejected' && l.userId !== user.id
            ? [
                {
                  label: t('reject'),
                  onSelect: () => void decide(l, 'rejected'),
                  danger: true,
                  icon: <X aria-hidden className="size-4" />,
                },
              ]
            : []),
          ...(!userId
            ? [{ label: t('history'), href: historyHref(l.userId), icon: <History aria-hidden className="size-4" /> }]
            : []),
        ];
        return actions.length ? (
          <RowActions label={t('actionsFor', { name: l.userName ?? '' })} actions={actions} />
        ) : null;
      }}
    />
  );
}

/** Approved days this calendar year for one person (or the signed-in Cleaner). */
export function DaysTaken({ userId }: { userId?: string }) {
  const t = useTranslations('dashboardLeave');
  const year = new Date().getUTCFullYear();
  const query = useQuery(
    leaveListQuery({
      status: 'approved',
      startDate: `${year}-01-01`,
      endDate: `${year}-12-31`,
      pageSize: 100,
      ...(userId ? { userId } : {}),
    }),
  );
  if (!query.data) return null;
  return (
    <p className="mb-4 rounded-card bg-surface p-4 shadow-card">
      <span className="text-sm text-ink-muted">{t('daysTakenLabel', { year })}</span>{' '}
      <strong className="text-lg" data-testid="days-taken">
        {daysTakenThisYear(query.data.data, year)}
      </strong>
    </p>
  );
}

/**
 * /dashboard/leave: Administrators see the company's requests and decide them, or the team calendar
 * (?view=calendar&month=YYYY-MM); a Cleaner sees their own requests.
 */
export function LeaveScreen() {
  const t = useTranslations('dashboardLeave');
  const { user } = useSession();
  const params = useSearchParams();
  const cleaner = user.role === 'Cleaner';
  const admin = isAdmin(user.role);
  const calendar = admin && params.get('view') === 'calendar';
  const tab = (active: boolean) =>
    clsx(
      'inline-flex min-h-11 items-center border-b-2 px-3 text-sm font-semibold',
      active ? 'border-brand-700 text-ink' : 'border-transparent text-ink-muted hover:text-ink',
    );
  return (
    <>
      <PageHeader
        title={t('titles.list')}
        crumbs={[{ label: t('titles.list') }]}
        actions={
          cleaner ? (
            <Link href="/dashboard/leave/new" className={buttonClass('primary')}>
              <Plus aria-hidden className="size-4" />
              {t('titles.new')}
            </Link>
          ) : undefined
        }
      />
      {admin ? (
        <nav aria-label={t('views.label')} className="mb-4 flex gap-1 border-b border-ink/10">
          <Link href="/dashboard/leave" className={tab(!calendar)} aria-current={!calendar ? 'page' : undefined}>
            {t('views.requests')}
          </Link>
          <Link
            href="/dashboard/leave?view=calendar"
            className={tab(calendar)}
            aria-current={calendar ? 'page' : undefined}
          >
            {t('views.calendar')}
          </Link>
        </nav>
      ) : null}
      {cleaner ? <DaysTaken /> : null}
      {calendar ? <TeamCalendar month={params.get('month')} /> : <LeaveTable label={t('titles.list')} />}
    </>
  );
}
