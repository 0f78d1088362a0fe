'use client';

import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { CalendarDays, Check, ChevronLeft, ChevronRight, Download, Plus } from 'lucide-react';
import Link from '@/components/ui/link';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import type { Columns } from '@/components/dashboard/data-table/columns';
import { DataTable } from '@/components/dashboard/data-table/data-table';
import { RowActions } from '@/components/dashboard/data-table/row-actions';
import { useListParams } from '@/components/dashboard/data-table/use-list-params';
import { ConfirmDialog } from '@/components/dashboard/form/confirm-dialog';
import { PageHeader } from '@/components/dashboard/page-header';
import { useSession } from '@/components/dashboard/session-context';
import { buttonClass } from '@/components/ui/button';
import { snackbar } from '@/components/ui/snackbar';
import { StatusLabel } from '@/components/ui/status-label';
import {
  timesheetCsvHref,
  timesheetsQuery,
  timesheetWeekKey,
  useApproveTimesheet,
  type Timesheet,
} from '@/lib/timesheets/hooks';
import { formatDate } from '@/lib/dashboard/labels';
import { isAdmin } from '@/lib/roles';
import { TIMESHEET_SORTS } from '@/lib/schemas/list-fields';
import { ClientTimesheet } from './client-timesheet';
import { addDays, mondayOf } from './week';

const hoursText = (h: number | null) => (h === null ? '—' : h.toFixed(2));

/** The week screen of a row: by the saved timesheet's id, or by cleaner and week until one is saved. */
export const weekHref = (s: Timesheet) => `/dashboard/timesheet/${timesheetWeekKey(s)}/edit`;

function useTimesheetColumns(admin: boolean): Columns<Timesheet> {
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

/** A Client has no cleaners' hours to see (ClientTimesheet); everyone else gets the week's lines. */
export function TimesheetScreen() {
  const { user } = useSession();
  return user.role === 'Client' ? <ClientTimesheet /> : <WorkforceTimesheet />;
}

/**
 * /dashboard/timesheet: one line per cleaner for a week (Monday to Sunday): planned hours from the rota, worked hours
 * from the clock records, the difference; Administrators approve (with corrected hours and a reason) and download
 * the approved week as CSV for payroll. A Cleaner sees their own line.
 */
function WorkforceTimesheet() {
  const t = useTranslations('dashboardTimesheet');
  const locale = useLocale();
  const { user } = useSession();
  const admin = isAdmin(user.role);
  const list = useListParams({ sortable: TIMESHEET_SORTS, filters: { week: 'date' }, pageSize: 25 });
  const startDate = mondayOf(list.params.week);
  const endDate = addDays(startDate, 6);
  const query = useQuery(
    timesheetsQuery({
      startDate,
      endDate,
      pageNumber: list.params.pageNumber,
      pageSize: list.params.pageSize,
      search: list.params.search,
      sortBy: list.params.sortBy,
      sortOrder: list.params.sortOrder,
    }),
  );
  const columns = useTimesheetColumns(admin);
  const approve = useApproveTimesheet();
  const [toApprove, setToApprove] = useState<Timesheet | null>(null);
  const [hours, setHours] = useState('');
  const [notes, setNotes] = useState('');

  const weekLabel = t('weekOf', { from: formatDate(startDate, locale), to: formatDate(endDate, locale) });
  const openApprove = (s: Timesheet) => {
    setToApprove(s);
    setHours(String(s.approvedHours ?? s.workedHours));
    setNotes(s.notes ?? '');
  };

  const weekNav = (
    <div className="flex flex-wrap items-end gap-2">
      <button
        type="button"
        className={buttonClass('secondary', '', 'icon')}
        onClick={() => list.set({ week: addDays(startDate, -7) })}
        aria-label={t('previousWeek')}
      >
        <ChevronLeft aria-hidden className="size-5 rtl:rotate-180" />
      </button>
      <div>
        <label htmlFor="timesheet-week" className="mb-1 block text-xs font-semibold text-ink-muted">
          {t('jumpTo')}
        </label>
        <input
          id="timesheet-week"
          type="date"
          value={startDate}
          onChange={(e) => list.set({ week: e.target.value ? mondayOf(e.target.value) : undefined })}
          className="min-h-11 rounded border border-ink/25 bg-surface px-3 text-sm"
        />
      </div>
      <button
        type="button"
        className={buttonClass('secondary', '', 'icon')}
        onClick={() => list.set({ week: addDays(startDate, 7) })}
        aria-label={t('nextWeek')}
      >
        <ChevronRight aria-hidden className="size-5 rtl:rotate-180" />
      </button>
    </div>
  );

  return (
    <>
      <PageHeader
        title={t('title')}
        crumbs={[{ label: t('title') }]}
        description={weekLabel}
        actions={
          admin ? (
            <div className="flex flex-wrap gap-2">
              <a href={timesheetCsvHref(startDate, endDate)} download className={buttonClass('secondary')}>
                <Download aria-hidden className="size-4" />
                {t('exportCsv')}
              </a>
              <Link href="/dashboard/timesheet/new" className={buttonClass('primary')}>
                <Plus aria-hidden className="size-4" />
                {t('newEntry')}
              </Link>
            </div>
          ) : undefined
        }
      />
      <DataTable
        label={t('tableLabel', { label: weekLabel })}
        columns={columns}
        query={query}
        list={list}
        getRowId={(s) => s.userId}
        filters={weekNav}
        searchPlaceholder={t('searchPlaceholder')}
        emptyText={t('empty')}
        noMatchText={t('noMatch')}
        filtered={Boolean(list.params.search)}
        rowActions={
          admin
            ? (s) => (
                <RowActions
                  label={t('actionsFor', { name: s.userName ?? '' })}
                  actions={[
                    { label: t('openWeek'), href: weekHref(s), icon: <CalendarDays aria-hidden className="size-4" /> },
                    {
                      label: s.status === 'approved' ? t('correct') : t('approve'),
                      onSelect: () => openApprove(s),
                      icon: <Check aria-hidden className="size-4" />,
                    },
                  ]}
                />
              )
            : undefined
        }
      />
      <ConfirmDialog
        open={toApprove !== null}
        onClose={() => setToApprove(null)}
        tone="primary"
        confirmLabel={t('approve')}
        title={toApprove ? t('approveTitle', { name: toApprove.userName ?? '' }) : ''}
        onConfirm={async () => {
          if (!toApprove) return;
          const value = Number(hours);
          const corrected = Math.abs(value - toApprove.workedHours) > 0.001;
          if (hours.trim() === '' || Number.isNaN(value) || value < 0) {
            snackbar.error(t('hoursInvalid'));
            throw new Error('invalid');
          }
          // The server asks the same: hours other than those clocked, or any change to an approved (locked) week.
          if ((corrected || toApprove.status === 'approved') && !notes.trim()) {
            snackbar.error(t('reasonRequired'));
            throw new Error('invalid');
          }
          try {
            await approve.mutateAsync({
              userId: toApprove.userId,
              startDate,
              endDate,
              approvedHours: value,
              notes: notes.trim() || null,
            });
            snackbar.success(t('approvedFor', { name: toApprove.userName ?? '' }));
          } catch (error) {
            snackbar.error(error instanceof Error ? error.message : t('approveFailed'));
            throw error;
          }
        }}
      >
        {toApprove ? (
          <div className="space-y-4 text-ink">
            <dl className="grid grid-cols-2 gap-2">
              <dt className="font-semibold">{t('columns.planned')}</dt>
              <dd>{hoursText(toApprove.scheduledHours)}</dd>
              <dt className="font-semibold">{t('columns.worked')}</dt>
              <dd>{hoursText(toApprove.workedHours)}</dd>
            </dl>
            <div>
              <label htmlFor="approve-hours" className="mb-1 block text-sm font-semibold">
                {t('fields.hours')}
              </label>
              <input
                id="approve-hours"
                type="number"
                inputMode="decimal"
                min={0}
                step={0.25}
                value={hours}
                onChange={(e) => setHours(e.target.value)}
                className="min-h-11 w-full rounded border border-ink/25 bg-surface px-3 text-base"
              />
            </div>
            <div>
              <label htmlFor="approve-notes" className="mb-1 block text-sm font-semibold">
                {t('fields.reason')}
              </label>
              <textarea
                id="approve-notes"
                rows={3}
                value={notes}
                onChange={(e) => setNotes(e.target.value)}
                aria-describedby="approve-notes-hint"
                className="w-full rounded border border-ink/25 bg-surface px-3 py-2 text-base"
              />
              <p id="approve-notes-hint" className="mt-1 text-xs text-ink-subtle">
                {t('reasonHint')}
              </p>
            </div>
          </div>
        ) : null}
      </ConfirmDialog>
    </>
  );
}
