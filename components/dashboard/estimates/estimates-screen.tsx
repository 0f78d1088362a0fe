'use client';

import { useQuery } from '@tanstack/react-query';
import { Eye, Pencil, Plus } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import Link from '@/components/ui/link';
import { useMemo } from 'react';
import type { Columns } from '@/components/dashboard/data-table/columns';
import { statusTabs } from '@/components/dashboard/data-table/filter-tabs';
import { DataTable } from '@/components/dashboard/data-table/data-table';
import { RowActions } from '@/components/dashboard/data-table/row-actions';
import { useListParams } from '@/components/dashboard/data-table/use-list-params';
import { PageHeader } from '@/components/dashboard/page-header';
import { useSession } from '@/components/dashboard/session-context';
import { buttonClass } from '@/components/ui/button';
import { StatusLabel } from '@/components/ui/status-label';
import { estimatesQuery, type Estimate } from '@/lib/estimates/hooks';
import { formatDate } from '@/lib/dashboard/labels';
import { isAdmin } from '@/lib/roles';
import { ESTIMATE_SORTS, ESTIMATE_STATUS_VALUES } from '@/lib/schemas/list-fields';
import { ESTIMATE_STATUS_TONES, pounds } from './estimate-labels';

/** Estimates of service: the office's (with drafts) or, for a Client, the ones sent to them. */
export function EstimatesScreen() {
  const t = useTranslations('dashboardEstimates');
  const locale = useLocale();
  const { user: me } = useSession();
  const admin = isAdmin(me.role);
  const symbol = me.company?.currencySymbol;
  const list = useListParams({ sortable: ESTIMATE_SORTS, filters: { status: ESTIMATE_STATUS_VALUES } });
  const query = useQuery(estimatesQuery(list.params));
  const counts = query.data?.counts;

  const columns: Columns<Estimate> = useMemo(
    () => [
      {
        id: 'number',
        header: t('columns.number'),
        sortKey: 'estimateNumber',
        hideable: false,
        cell: (e: Estimate) => (
          <Link href={`/dashboard/estimateOfService/${e.id}`} className="font-semibold hover:underline">
            {e.estimateNumber}
          </Link>
        ),
      },
      {
        id: 'client',
        header: t('columns.client'),
        sortKey: 'clientName',
        cell: (e: Estimate) => (
          <span dir="auto" className="block max-w-[14rem] truncate">
            {e.clientName}
          </span>
        ),
      },
      {
        id: 'total',
        header: t('columns.total'),
        sortKey: 'totalAmount',
        align: 'end' as const,
        cell: (e: Estimate) => pounds(e.totalAmount, symbol),
      },
      {
        id: 'validUntil',
        header: t('columns.validUntil'),
        sortKey: 'validUntil',
        hideBelow: 'md' as const,
        cell: (e: Estimate) => formatDate(e.validUntil, locale),
      },
      {
        id: 'status',
        header: t('columns.status'),
        hideBelow: 'sm' as const,
        cell: (e: Estimate) => (
          <StatusLabel tone={ESTIMATE_STATUS_TONES[e.status]}>{t(`statuses.${e.status}`)}</StatusLabel>
        ),
      },
    ],
    [t, locale, symbol],
  );

  const statuses = admin ? ESTIMATE_STATUS_VALUES : ESTIMATE_STATUS_VALUES.filter((s) => s !== 'draft');
  const tabs = statusTabs(statuses, {
    all: t('statuses.all'),
    label: (s) => t(`statuses.${s}`),
    tone: (s) => ESTIMATE_STATUS_TONES[s],
    counts,
  });

  return (
    <>
      <PageHeader
        title={t('title')}
        crumbs={[{ label: t('title') }]}
        actions={
          admin ? (
            <Link href="/dashboard/estimateOfService/new" className={buttonClass('primary')}>
              <Plus aria-hidden className="size-4" />
              {t('newEstimate')}
            </Link>
          ) : undefined
        }
      />
      <DataTable
        label={t('title')}
        columns={columns}
        query={query}
        list={list}
        tabs={{ param: 'status', items: tabs }}
        searchPlaceholder={t('searchPlaceholder')}
        emptyText={t('empty')}
        noMatchText={t('noMatch')}
        rowActions={(e) => (
          <RowActions
            label={t('actionsFor', { name: e.estimateNumber })}
            actions={[
              {
                label: t('view'),
                href: `/dashboard/estimateOfService/${e.id}`,
                icon: <Eye aria-hidden className="size-4" />,
              },
              ...(admin && e.status !== 'accepted'
                ? [
                    {
                      label: t('edit'),
                      href: `/dashboard/estimateOfService/${e.id}/edit`,
                      icon: <Pencil aria-hidden className="size-4" />,
                    },
                  ]
                : []),
            ]}
          />
        )}
      />
    </>
  );
}
