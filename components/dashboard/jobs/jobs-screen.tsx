'use client';

import { useQuery } from '@tanstack/react-query';
import { Eye, Pencil, Plus } from 'lucide-react';
import { useTranslations } from 'next-intl';
import Link from '@/components/ui/link';
import { afterLoad } from '@/components/dashboard/after-load';
import { DataTable, isFiltered } from '@/components/dashboard/data-table/data-table';
import { RowActions } from '@/components/dashboard/data-table/row-actions';
import { useDeleteWithConfirm } from '@/components/dashboard/data-table/use-delete-with-confirm';
import { useListParams } from '@/components/dashboard/data-table/use-list-params';
import { PageHeader } from '@/components/dashboard/page-header';
import { useSession } from '@/components/dashboard/session-context';
import { buttonClass } from '@/components/ui/button';
import { jobsQuery, useDeleteJob, type Job, type JobPage } from '@/lib/jobs/hooks';
import { usersQuery } from '@/lib/users/hooks';
import { SERVICE_KEYS } from '@/lib/jobs/display';
import { JOB_STAGE_KEYS } from '@/lib/jobs/rules';
import { isAdmin } from '@/lib/roles';
import { JOB_SERVICES, JOB_SORTS, JOB_SOURCES, JOB_STAGES } from '@/lib/schemas/list-fields';
import { useJobColumns } from './job-columns';
import type { JobWeekViewProps } from './job-week-view';

const selectClass = 'min-h-11 max-w-full rounded border border-ink/25 bg-surface px-3 text-sm';
const VIEWS = ['week'] as const;

// The calendar's code (~3 KiB gzip) loads only when the week view is opened, and after the page's load event so it
// never counts against the list's first load; a placeholder of its height holds its place meanwhile.
const JobWeekView = afterLoad<JobWeekViewProps>(
  () => import('./job-week-view').then((m) => ({ default: m.JobWeekView })),
  'min-h-[40rem] rounded-card bg-surface shadow-card',
);

/**
 * Jobs: stage tabs with counts, search, date range, service / client / cleaner filters, sort, paging, each job's
 * unread chat count; or the week calendar (view=week&week=YYYY-MM-DD) with the same tabs and filters. The API scopes by role.
 */
export function JobsScreen() {
  const t = useTranslations('dashboardJobs');
  const tb = useTranslations('dashboardBooking');
  const { user: me } = useSession();
  const admin = isAdmin(me.role);
  const list = useListParams({
    sortable: JOB_SORTS,
    filters: {
      stage: JOB_STAGES,
      service: JOB_SERVICES,
      source: JOB_SOURCES,
      userClientId: 'uuid',
      userAssigneeId: 'uuid',
      from: 'date',
      to: 'date',
      view: VIEWS,
      week: 'date',
    },
  });
  const { stage, view, week, from, to, ...rest } = list.params;
  const weekView = view === 'week';
  const filterParams = {
    search: rest.search,
    service: rest.service,
    source: rest.source,
    userClientId: rest.userClientId,
    userAssigneeId: rest.userAssigneeId,
    stage: stage === undefined ? undefined : Number(stage),
  };
  const query = useQuery({ ...jobsQuery({ ...rest, from, to, stage: filterParams.stage }), enabled: !weekView });
  const clients = useQuery({
    ...usersQuery({ role: 'Client', pageSize: 100, sortBy: 'name', sortOrder: 'asc' }),
    enabled: admin,
  });
  const cleaners = useQuery({
    ...usersQuery({ role: 'Cleaner', pageSize: 100, sortBy: 'name', sortOrder: 'asc' }),
    enabled: admin,
  });
  const remove = useDeleteJob();
  const del = useDeleteWithConfirm({
    namespace: 'dashboardJobs',
    remove: (j: Job) => remove.mutateAsync(j.id),
    values: (j: Job) => ({ title: j.title }),
  });
  const columns = useJobColumns();
  const tabsFor = (counts: JobPage['counts'] | undefined) => [
    { value: '', label: t('stages.all'), count: counts?.all },
    ...JOB_STAGES.map((s, i) => ({
      value: s,
      label: t(`stages.${JOB_STAGE_KEYS[i]!}`),
      count: counts?.[i as 0 | 1 | 2 | 3],
      tone: (['info', 'warning', 'danger', 'success'] as const)[i],
    })),
  ];
  const dateFilter = (key: 'from' | 'to', value: string | undefined) => (
    <div>
      <label htmlFor={`job-${key}`} className="mb-1 block text-xs font-semibold text-ink-muted">
        {t(`filters.${key}`)}
      </label>
      <input
        id={`job-${key}`}
        type="date"
        value={value ?? ''}
        onChange={(e) => list.set({ [key]: e.target.value || undefined })}
        className={selectClass}
      />
    </div>
  );

  const filters = (
    <div className="flex flex-wrap items-end gap-2">
      {weekView ? null : (
        <>
          {dateFilter('from', from)}
          {dateFilter('to', to)}
        </>
      )}
      <div>
        <label htmlFor="job-service-filter" className="sr-only">
          {t('filters.service')}
        </label>
        <select
          id="job-service-filter"
          value={list.params.service ?? ''}
          onChange={(e) => list.set({ service: e.target.value || undefined })}
          className={selectClass}
        >
          <option value="">{t('filters.allServices')}</option>
          {JOB_SERVICES.map((s) => (
            <option key={s} value={s}>
              {t(`services.${SERVICE_KEYS[s]}`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="job-source-filter" className="sr-only">
          {tb('filters.source')}
        </label>
        <select
          id="job-source-filter"
          value={list.params.source ?? ''}
          onChange={(e) => list.set({ source: e.target.value || undefined })}
          className={selectClass}
        >
          <option value="">{tb('filters.allSources')}</option>
          {JOB_SOURCES.map((s) => (
            <option key={s} value={s}>
              {tb(`sources.${s}`)}
            </option>
          ))}
        </select>
      </div>
      {admin ? (
        <>
          <div>
            <label htmlFor="job-client-filter" className="sr-only">
              {t('filters.client')}
            </label>
            <select
              id="job-client-filter"
              value={list.params.userClientId ?? ''}
              onChange={(e) => list.set({ userClientId: e.target.value || undefined })}
              className={selectClass}
            >
              <option value="">{t('filters.allClients')}</option>
              {(clients.data?.data ?? []).map((u) => (
                <option key={u.id} value={u.id}>
                  {u.name}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="job-cleaner-filter" className="sr-only">
              {t('filters.cleaner')}
            </label>
            <select
              id="job-cleaner-filter"
              value={list.params.userAssigneeId ?? ''}
              onChange={(e) => list.set({ userAssigneeId: e.target.value || undefined })}
              className={selectClass}
            >
              <option value="">{t('filters.allCleaners')}</option>
              {(cleaners.data?.data ?? []).map((u) => (
                <option key={u.id} value={u.id}>
                  {u.name}
                </option>
              ))}
            </select>
          </div>
        </>
      ) : null}
    </div>
  );

  return (
    <>
      <PageHeader
        title={t('titles.list')}
        crumbs={[{ label: t('titles.list') }]}
        actions={
          admin ? (
            <Link href="/dashboard/job/new" className={buttonClass('primary')}>
              <Plus aria-hidden className="size-4" />
              {t('newJob')}
            </Link>
          ) : undefined
        }
      />
      <div
        role="group"
        aria-label={t('week.viewLabel')}
        className="mb-3 inline-flex rounded border border-ink/25 bg-surface p-0.5"
      >
        {(
          [
            ['', t('week.table')],
            ['week', t('week.week')],
          ] as const
        ).map(([value, text]) => (
          <button
            key={value}
            type="button"
            aria-pressed={(view ?? '') === value}
            onClick={() => list.set({ view: value || undefined, week: undefined })}
            className={
              (view ?? '') === value
                ? 'inline-flex min-h-10 items-center gap-2 rounded bg-ink px-3 text-sm font-semibold text-surface'
                : 'inline-flex min-h-10 items-center gap-2 rounded px-3 text-sm font-semibold text-ink-muted hover:text-ink'
            }
          >
            {text}
          </button>
        ))}
      </div>
      {weekView ? (
        <JobWeekView week={week} params={filterParams} tabs={tabsFor} filters={filters} set={list.set} />
      ) : (
        <DataTable
          label={t('titles.list')}
          columns={columns}
          query={query}
          list={list}
          tabs={{ param: 'stage', items: tabsFor(query.data?.counts) }}
          filters={filters}
          searchPlaceholder={t('searchPlaceholder')}
          emptyText={t('empty')}
          noMatchText={t('noMatch')}
          filtered={isFiltered({ ...filterParams, from, to })}
          rowActions={(j) => (
            <RowActions
              label={t('actionsFor', { title: j.title })}
              actions={[
                { label: t('view'), href: `/dashboard/job/${j.id}`, icon: <Eye aria-hidden className="size-4" /> },
                ...(admin
                  ? [
                      {
                        label: t('edit'),
                        href: `/dashboard/job/${j.id}/edit`,
                        icon: <Pencil aria-hidden className="size-4" />,
                      },
                      del.action(j),
                    ]
                  : []),
              ]}
            />
          )}
        />
      )}
      {del.dialog}
    </>
  );
}
