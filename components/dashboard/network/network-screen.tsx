'use client';

import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { PageHeader } from '@/components/dashboard/page-header';
import { QueryView } from '@/components/dashboard/query-view';
import { buttonClass } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { formatDate } from '@/lib/dashboard/labels';
import { networkCsvUrl, networkOverviewQuery } from '@/lib/network/hooks';
import type { Figure } from '@/lib/network/rules';
import { OfficeTable } from './office-table';
import { PeriodPicker } from './period-picker';
import { TrendCard } from './trend-card';
import { useNetworkParams } from './use-network-params';

/**
 * /dashboard/network (Super Administrators): how the network is doing for a period, every office side by side with
 * the network's total, a monthly trend of any figure, and the same as CSV. All of its state is in the address.
 */
export function NetworkScreen() {
  const t = useTranslations('dashboardNetwork');
  const locale = useLocale();
  const { params, set } = useNetworkParams();
  const query = useQuery(networkOverviewQuery(params.input));
  const sort = (figure: Figure) =>
    set({
      sortBy: figure,
      sortOrder: params.sortBy === figure && params.sortOrder === 'desc' ? 'asc' : 'desc',
    });
  return (
    <>
      <PageHeader
        title={t('title')}
        crumbs={[{ label: t('title') }]}
        description={t('description')}
        actions={
          <a href={networkCsvUrl(params.input)} download className={buttonClass('secondary')}>
            <Download aria-hidden className="size-4" />
            {t('exportCsv')}
          </a>
        }
      />
      <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
        <PeriodPicker
          key={JSON.stringify(params.input)}
          value={params.input}
          onChange={(v) => set({ period: v.period, from: v.from, to: v.to })}
        />
        <Field
          label={t('search')}
          type="search"
          defaultValue={params.search}
          onChange={(e) => set({ search: e.target.value }, 'replace')}
          className="w-full sm:w-64"
        />
      </div>
      <QueryView query={query}>
        {(data) => (
          <div className="space-y-6">
            <p className="text-sm text-ink-muted">
              {t('periodShown', { from: formatDate(data.period.from, locale), to: formatDate(data.period.to, locale) })}
            </p>
            <OfficeTable
              data={data}
              search={params.search}
              sortBy={params.sortBy}
              sortOrder={params.sortOrder}
              onSort={sort}
              onPick={(office) => set({ office })}
            />
            <TrendCard data={data} figure={params.figure} office={params.office} onChange={(patch) => set(patch)} />
          </div>
        )}
      </QueryView>
    </>
  );
}
