'use client';

import { useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo, type ReactNode } from 'react';
import { FilterTabs, type FilterTab } from '@/components/dashboard/data-table/filter-tabs';
import { TableToolbar } from '@/components/dashboard/data-table/table-toolbar';
import { Spinner, buttonClass } from '@/components/ui/button';
import { jobsQuery, type JobPage } from '@/lib/jobs/hooks';
import { formatDate } from '@/lib/dashboard/labels';
import type { ListJobsInput } from '@/lib/jobs/schemas';
import { addDays, mondayOf } from '@/components/dashboard/timesheets/week';
import { WeekColumns, WeekDayList, type WeekDay } from './job-week-grid';
import { dateFormat } from '@/lib/intl-formats';

/** One call loads the whole week (the list endpoint's largest page). */
const WEEK_PAGE = 500;

export type JobWeekViewProps = {
  /** Any day of the week to show ('YYYY-MM-DD'); this week when absent. */
  week?: string;
  /** The list's own filters (search, stage, service, client, cleaner), the same as the table's. */
  params: Partial<ListJobsInput>;
  tabs: (counts: JobPage['counts'] | undefined) => FilterTab[];
  filters: ReactNode;
  set: (patch: Record<string, string | number | undefined | null>, mode?: 'push' | 'replace') => void;
};

/**
 * The job list's week calendar: Monday to Sunday (en-GB), each visit at its start time with its title, client, team
 * lead and stage colour, linking to the job; previous / next week and today; the same stage tabs, search and filters
 * as the table, and the same role scoping (it is the list call with the week as its date range).
 */
export function JobWeekView({ week, params, tabs, filters, set }: JobWeekViewProps) {
  const t = useTranslations('dashboardJobs');
  const locale = useLocale();
  const start = mondayOf(week);
  const end = addDays(start, 6);
  const query = useQuery(
    jobsQuery({
      ...params,
      from: start,
      to: end,
      pageNumber: 1,
      pageSize: WEEK_PAGE,
      sortBy: 'scheduledDate',
      sortOrder: 'asc',
    }),
  );
  const today = new Date().toISOString().slice(0, 10);

  const days = useMemo<WeekDay[]>(() => {
    const format = dateFormat(locale === 'en' ? 'en-GB' : locale, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    });
    return Array.from({ length: 7 }, (_, i) => {
      const date = addDays(start, i);
      return {
        date,
        label: format.format(new Date(`${date}T12:00:00Z`)),
        today: date === today,
        jobs: (query.data?.data ?? []).filter((j) => j.scheduledDate === date),
      };
    });
  }, [start, today, locale, query.data]);

  const label = t('week.weekOf', { from: formatDate(start, locale), to: formatDate(end, locale) });
  const go = (monday: string) => set({ week: monday === mondayOf() ? undefined : monday });
  const shown = query.data?.data.length ?? 0;
  const total = query.data?.totalRecords ?? 0;

  return (
    <section aria-label={t('week.title')} className="overflow-hidden rounded-card bg-surface shadow-card">
      <FilterTabs
        label={t('week.filterBy')}
        tabs={tabs(query.data?.counts)}
        value={params.stage === undefined ? '' : String(params.stage)}
        onChange={(v) => set({ stage: v || undefined })}
      />
      <TableToolbar
        columns={[]}
        hidden={new Set()}
        onToggle={() => undefined}
        search={params.search ?? ''}
        onSearch={(search) => set({ search }, 'replace')}
        placeholder={t('searchPlaceholder')}
        filters={filters}
      />
      <div className="flex flex-wrap items-center gap-2 border-t border-line px-4 py-3">
        <button
          type="button"
          className={buttonClass('secondary', '', 'icon')}
          onClick={() => go(addDays(start, -7))}
          aria-label={t('week.previous')}
        >
          <ChevronLeft aria-hidden className="size-5 rtl:rotate-180" />
        </button>
        <button
          type="button"
          className={buttonClass('secondary', '', 'icon')}
          onClick={() => go(addDays(start, 7))}
          aria-label={t('week.next')}
        >
          <ChevronRight aria-hidden className="size-5 rtl:rotate-180" />
        </button>
        <button type="button" className={buttonClass('ghost')} onClick={() => go(mondayOf())}>
          {t('week.today')}
        </button>
        <h2 aria-live="polite" className="m-0 text-base font-semibold">
          {label}
        </h2>
        {query.isFetching ? <Spinner label={t('week.loading')} /> : null}
      </div>
      <div className="px-2 pb-4 sm:px-4">
        {query.isError ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 rounded-card bg-danger-soft p-4 text-danger">
            {query.error.message}
            <button type="button" className={buttonClass('secondary')} onClick={() => void query.refetch()}>
              {t('week.retry')}
            </button>
          </div>
        ) : query.isPending ? (
          <Spinner label={t('week.loading')} />
        ) : (
          <>
            {total > shown ? (
              <p className="mb-2 text-sm text-ink-muted">{t('week.more', { count: shown, total })}</p>
            ) : null}
            <WeekColumns days={days} label={label} />
            <WeekDayList days={days} label={label} />
          </>
        )}
      </div>
    </section>
  );
}
