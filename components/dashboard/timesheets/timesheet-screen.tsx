'use client';

import { useQuery } from '@tanstack/react-query';
import { CalendarDays, Check, ChevronLeft, ChevronRight, Download, Plus } from 'lucide-react';
import Link from '@/components/ui/link';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { DataTable } from '@/components/dashboard/data-table/data-table';
import { RowActions } from '@/components/dashboard/data-table/row-actions';
import { useListParams } from '@/components/dashboard/data-table/use-list-params';
import { PageHeader } from '@/components/dashboard/page-header';
import { useSession } from '@/components/dashboard/session-context';
import { buttonClass } from '@/components/ui/button';
import { timesheetCsvHref, timesheetsQuery, type Timesheet } from '@/lib/timesheets/hooks';
import { formatDate } from '@/lib/dashboard/labels';
import { isAdmin } from '@/lib/roles';
import { TIMESHEET_SORTS } from '@/lib/schemas/list-fields';
import { ApproveDialog } from './approve-dialog';
import { ClientTimesheet } from './client-timesheet';
import { useTimesheetColumns, weekHref } from './timesheet-columns';
import { addDays, mondayOf } from './week';

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
  const [toApprove, setToApprove] = useState<Timesheet | null>(null);

  const weekLabel = t('weekOf', { from: formatDate(startDate, locale), to: formatDate(endDate, locale) });

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
                      onSelect: () => setToApprove(s),
                      icon: <Check aria-hidden className="size-4" />,
                    },
                  ]}
                />
              )
            : undefined
        }
      />
      <ApproveDialog timesheet={toApprove} startDate={startDate} endDate={endDate} onClose={() => setToApprove(null)} />
    </>
  );
}
