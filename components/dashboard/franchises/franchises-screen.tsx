'use client';

import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Eye } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import Link from '@/components/ui/link';
import { useMemo } from 'react';
import type { Columns } from '@/components/dashboard/data-table/columns';
import { statusTabs } from '@/components/dashboard/data-table/filter-tabs';
import { DataTable } from '@/components/dashboard/data-table/data-table';
import { RowActions } from '@/components/dashboard/data-table/row-actions';
import { useListParams } from '@/components/dashboard/data-table/use-list-params';
import { PageHeader } from '@/components/dashboard/page-header';
import { StatusLabel, type Tone } from '@/components/ui/status-label';
import { franchisesQuery, type FranchiseRequest } from '@/lib/franchises/hooks';
import { formatDate } from '@/lib/dashboard/labels';
import { FRANCHISE_SORTS, FRANCHISE_STATUSES_LIST } from '@/lib/schemas/list-fields';

export const FRANCHISE_STATUS_TONES: Record<FranchiseRequest['status'], Exclude<Tone, 'primary'>> = {
  new: 'info',
  contacted: 'warning',
  'info-pack-sent': 'success',
  converted: 'success',
  closed: 'default',
};
/** Message keys cannot hold dashes reliably. */
export const FRANCHISE_STATUS_KEYS = {
  new: 'new',
  contacted: 'contacted',
  'info-pack-sent': 'infoPackSent',
  converted: 'converted',
  closed: 'closed',
} as const;

/** Franchise information-pack requests: tabs by status with counts, search, sort, paging. */
export function FranchisesScreen() {
  const t = useTranslations('dashboardFranchise');
  const locale = useLocale();
  const list = useListParams({ sortable: FRANCHISE_SORTS, filters: { status: FRANCHISE_STATUSES_LIST } });
  const query = useQuery(franchisesQuery(list.params));
  const counts = query.data?.counts;

  const columns: Columns<FranchiseRequest> = useMemo(
    () => [
      {
        id: 'name',
        header: t('columns.name'),
        sortKey: 'name',
        hideable: false,
        cell: (f: FranchiseRequest) => (
          <div className="min-w-0">
            <Link
              href={`/dashboard/franchise/${f.id}`}
              dir="auto"
              className={clsx('block truncate hover:underline', f.status === 'new' ? 'font-bold' : 'font-medium')}
            >
              {f.firstName} {f.lastName}
            </Link>
            <span dir="auto" className="block max-w-[16rem] truncate text-ink-subtle">
              {f.email}
            </span>
          </div>
        ),
      },
      { id: 'phone', header: t('columns.phone'), hideBelow: 'md' as const, cell: (f: FranchiseRequest) => f.phone },
      {
        id: 'postCode',
        header: t('columns.postCode'),
        hideBelow: 'lg' as const,
        cell: (f: FranchiseRequest) => f.postCode,
      },
      {
        id: 'status',
        header: t('columns.status'),
        sortKey: 'status',
        cell: (f: FranchiseRequest) => (
          <StatusLabel tone={FRANCHISE_STATUS_TONES[f.status]}>
            {t(`statuses.${FRANCHISE_STATUS_KEYS[f.status]}`)}
          </StatusLabel>
        ),
      },
      {
        id: 'createdAt',
        header: t('columns.createdAt'),
        sortKey: 'createdAt',
        hideBelow: 'sm' as const,
        cell: (f: FranchiseRequest) => formatDate(f.createdAt, locale),
      },
    ],
    [t, locale],
  );

  const tabs = statusTabs(FRANCHISE_STATUSES_LIST, {
    all: t('statuses.all'),
    label: (s) => t(`statuses.${FRANCHISE_STATUS_KEYS[s]}`),
    tone: (s) => FRANCHISE_STATUS_TONES[s],
    counts,
  });

  return (
    <>
      <PageHeader title={t('title')} crumbs={[{ label: t('title') }]} description={t('description')} />
      <DataTable
        label={t('title')}
        columns={columns}
        query={query}
        list={list}
        tabs={{ param: 'status', items: tabs }}
        searchPlaceholder={t('searchPlaceholder')}
        emptyText={t('empty')}
        noMatchText={t('noMatch')}
        rowActions={(f) => (
          <RowActions
            label={t('actionsFor', { name: `${f.firstName} ${f.lastName}` })}
            actions={[
              { label: t('open'), href: `/dashboard/franchise/${f.id}`, icon: <Eye aria-hidden className="size-4" /> },
            ]}
          />
        )}
      />
    </>
  );
}
