'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import Link from '@/components/ui/link';
import { useMemo } from 'react';
import type { Columns } from '@/components/dashboard/data-table/columns';
import { DataTable } from '@/components/dashboard/data-table/data-table';
import { useListParams } from '@/components/dashboard/data-table/use-list-params';
import { PageHeader } from '@/components/dashboard/page-header';
import { QueryView } from '@/components/dashboard/query-view';
import { MapPin } from 'lucide-react';
import { RowActions } from '@/components/dashboard/data-table/row-actions';
import { snackbar } from '@/components/ui/snackbar';
import { clockRecordsQuery, type ClockRecord } from '@/lib/clocking/hooks';
import { useUpdateJob } from '@/lib/jobs/hooks';
import { userQuery } from '@/lib/users/hooks';
import { formatDate } from '@/lib/dashboard/labels';
import { CLOCK_SORTS } from '@/lib/schemas/list-fields';
import { ClockFlags, formatTime, isoDay, PlaceLink, useDuration } from './clock-parts';

export type ClockListMode = 'now' | 'person' | 'history';

const personLink = (r: ClockRecord) => `/dashboard/clocking/${r.userId}?startDate=${isoDay(-6)}&endDate=${isoDay(0)}`;

function useClockColumns(mode: ClockListMode, showPerson: boolean): Columns<ClockRecord> {
  const t = useTranslations('dashboardClocking');
  const locale = useLocale();
  const duration = useDuration();
  return useMemo(() => {
    const person = {
      id: 'person',
      header: t('columns.person'),
      sortKey: 'userName',
      hideable: false,
      cell: (r: ClockRecord) =>
        mode === 'now' ? (
          <Link href={personLink(r)} className="font-semibold hover:underline">
            {r.userName ?? '—'}
          </Link>
        ) : (
          <span className="font-semibold">{r.userName ?? '—'}</span>
        ),
    };
    const job = {
      id: 'job',
      header: t('columns.job'),
      hideBelow: 'md' as const,
      cell: (r: ClockRecord) => r.jobTitle ?? '—',
    };
    const placeIn = {
      id: 'placeIn',
      header: t('columns.placeIn'),
      hideBelow: 'sm' as const,
      cell: (r: ClockRecord) => <PlaceLink point={r.clockInLocation} />,
    };
    const flags = { id: 'flags', header: t('columns.flags'), cell: (r: ClockRecord) => <ClockFlags record={r} /> };
    if (mode === 'now') {
      return [
        person,
        {
          id: 'since',
          header: t('columns.since'),
          sortKey: 'clockIn',
          cell: (r: ClockRecord) => <span className="whitespace-nowrap">{formatDate(r.clockIn, locale, true)}</span>,
        },
        {
          id: 'for',
          header: t('columns.for'),
          hideBelow: 'sm' as const,
          cell: (r: ClockRecord) => duration((Date.now() - new Date(r.clockIn).getTime()) / 60_000),
        },
        job,
        placeIn,
        flags,
      ];
    }
    return [
      ...(showPerson ? [person] : []),
      {
        id: 'date',
        header: t('columns.date'),
        sortKey: 'clockIn',
        hideable: showPerson,
        cell: (r: ClockRecord) => (
          <span className="whitespace-nowrap font-semibold">{formatDate(r.clockIn, locale)}</span>
        ),
      },
      { id: 'in', header: t('columns.in'), cell: (r: ClockRecord) => formatTime(r.clockIn, locale) },
      {
        id: 'out',
        header: t('columns.out'),
        sortKey: 'clockOut',
        cell: (r: ClockRecord) =>
          r.clockOut ? formatTime(r.clockOut, locale) : <span className="text-success-strong">{t('stillIn')}</span>,
      },
      {
        id: 'worked',
        header: t('columns.worked'),
        hideBelow: 'sm' as const,
        cell: (r: ClockRecord) => duration(r.workedMinutes),
      },
      job,
      placeIn,
      {
        id: 'placeOut',
        header: t('columns.placeOut'),
        hideBelow: 'md' as const,
        cell: (r: ClockRecord) => (r.clockOut ? <PlaceLink point={r.clockOutLocation} /> : '—'),
      },
      flags,
    ];
  }, [t, locale, duration, mode, showPerson]);
}

/** Admins: a record's clock-in position becomes its job's site (when the address could not be placed, or was wrong). */
function SiteAction({ record: r }: { record: ClockRecord }) {
  const t = useTranslations('dashboardClocking');
  const update = useUpdateJob();
  const place = r.clockInLocation;
  if (!r.jobId || !place) return null;
  const onSelect = async () => {
    try {
      await update.mutateAsync({ id: r.jobId!, siteLatitude: place.latitude, siteLongitude: place.longitude });
      snackbar.success(t('siteSet', { job: r.jobTitle ?? '' }));
    } catch (error) {
      snackbar.error(error instanceof Error ? error.message : t('clockFailed'));
    }
  };
  return (
    <RowActions
      label={t('actionsFor', { name: r.userName ?? '' })}
      actions={[{ label: t('useAsSite'), onSelect, icon: <MapPin aria-hidden className="size-4" /> }]}
    />
  );
}

const siteAction = (r: ClockRecord) => <SiteAction record={r} />;

/** The records table: who is in now (admins), one person's records between two dates, or one's own history. */
function ClockRecordsTable({
  mode,
  userId,
  showPerson,
  label,
}: {
  mode: ClockListMode;
  userId?: string;
  showPerson: boolean;
  label: string;
}) {
  const t = useTranslations('dashboardClocking');
  const list = useListParams({ sortable: CLOCK_SORTS, filters: { startDate: 'date', endDate: 'date' }, pageSize: 25 });
  const dated = mode !== 'now';
  const startDate = dated ? (list.params.startDate ?? isoDay(-29)) : undefined;
  const endDate = dated ? (list.params.endDate ?? isoDay(0)) : undefined;
  const query = useQuery(
    clockRecordsQuery({
      pageNumber: list.params.pageNumber,
      pageSize: list.params.pageSize,
      search: list.params.search,
      sortBy: list.params.sortBy,
      sortOrder: list.params.sortOrder,
      ...(mode === 'now' ? { state: 'open' as const } : { startDate, endDate }),
      ...(userId ? { userId } : {}),
    }),
  );
  const columns = useClockColumns(mode, showPerson);
  const dateFilter = (key: 'startDate' | 'endDate', value: string | undefined) => (
    <div>
      <label htmlFor={`clock-${key}`} className="mb-1 block text-xs font-semibold text-ink-muted">
        {t(key)}
      </label>
      <input
        id={`clock-${key}`}
        type="date"
        value={value ?? ''}
        onChange={(e) => list.set({ [key]: e.target.value || undefined })}
        className="min-h-11 rounded border border-ink/25 bg-surface px-3 text-sm"
      />
    </div>
  );
  return (
    <DataTable
      label={label}
      columns={columns}
      query={query}
      list={list}
      rowActions={mode === 'history' ? undefined : siteAction}
      searchPlaceholder={t('searchPlaceholder')}
      emptyText={mode === 'now' ? t('nobodyIn') : t('empty')}
      filtered={Boolean(list.params.search)}
      filters={
        dated ? (
          <div className="flex flex-wrap gap-3">
            {dateFilter('startDate', startDate)}
            {dateFilter('endDate', endDate)}
          </div>
        ) : null
      }
    />
  );
}

/** /dashboard/clocking for Administrators: who is clocked in now. */
export function ClockedInNowScreen() {
  const t = useTranslations('dashboardClocking');
  return (
    <>
      <PageHeader title={t('titles.now')} crumbs={[{ label: t('titles.clocking') }]} description={t('nowIntro')} />
      <ClockRecordsTable mode="now" showPerson label={t('titles.now')} />
    </>
  );
}

/** /dashboard/clocking/{id}?startDate&endDate: one person's records between two dates, with places and flags. */
export function PersonClockScreen({ userId }: { userId: string }) {
  const t = useTranslations('dashboardClocking');
  const user = useQuery(userQuery(userId));
  return (
    <QueryView query={user}>
      {(person) => (
        <>
          <PageHeader
            title={t('titles.person', { name: person.name })}
            crumbs={[{ label: t('titles.clocking'), href: '/dashboard/clocking' }, { label: person.name }]}
          />
          <ClockRecordsTable
            mode="person"
            userId={userId}
            showPerson={false}
            label={t('titles.person', { name: person.name })}
          />
        </>
      )}
    </QueryView>
  );
}

/** /dashboard/clocking/history for Cleaners (their own) and Clients (visits to their jobs). */
export function ClockHistoryScreen({ showPerson }: { showPerson: boolean }) {
  const t = useTranslations('dashboardClocking');
  return (
    <>
      <PageHeader
        title={t('titles.history')}
        crumbs={[{ label: t('titles.clocking'), href: '/dashboard/clocking' }, { label: t('titles.history') }]}
      />
      <ClockRecordsTable mode="history" showPerson={showPerson} label={t('titles.history')} />
    </>
  );
}
