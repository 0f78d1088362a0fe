'use client';

import { CalendarOff, Inbox, Receipt } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { BarChart } from '@/components/dashboard/charts/bar-chart';
import type { Columns } from '@/components/dashboard/data-table/columns';
import { DataTable } from '@/components/dashboard/data-table/data-table';
import { RowActions } from '@/components/dashboard/data-table/row-actions';
import type { ListState } from '@/components/dashboard/data-table/use-list-params';
import { StatCard } from '@/components/dashboard/overview/stat-card';
import { StatusLabel } from '@/components/ui/status-label';
import { formatMoney } from '@/lib/dashboard/labels';
import { Demo } from './showcase';

type Visit = { id: string; client: string; town: string; service: string; status: 'scheduled' | 'done' };

const VISITS: Visit[] = [
  { id: '1', client: 'Margaret Ellis', town: 'Hethersett', service: 'carpet', status: 'scheduled' },
  { id: '2', client: 'Tom Baker', town: 'Wymondham', service: 'tenancy', status: 'done' },
  { id: '3', client: 'Priya Shah', town: 'Norwich', service: 'carpet', status: 'scheduled' },
  { id: '4', client: 'Owen Price', town: 'Pontypridd', service: 'tenancy', status: 'done' },
];

/** The table with state kept locally (screens keep it in the URL with useListParams). */
function TableDemo() {
  const t = useTranslations('dashboardShowcase');
  const [params, setParams] = useState<ListState & Record<string, unknown>>({ pageNumber: 1, pageSize: 10 });
  const set = (patch: Record<string, unknown>) => setParams((p) => ({ ...p, pageNumber: 1, ...patch }) as typeof p);
  const rows = useMemo(() => {
    const q = (params.search ?? '').toLowerCase();
    const filtered = VISITS.filter(
      (v) => (!params.status || v.status === params.status) && (!q || v.client.toLowerCase().includes(q)),
    );
    return params.sortBy
      ? [...filtered].sort((a, b) => a.client.localeCompare(b.client) * (params.sortOrder === 'desc' ? -1 : 1))
      : filtered;
  }, [params]);
  const columns: Columns<Visit> = [
    {
      id: 'client',
      header: t('client'),
      sortKey: 'client',
      hideable: false,
      cell: (v) => <span className="font-semibold">{v.client}</span>,
    },
    { id: 'town', header: t('town'), hideBelow: 'sm', cell: (v) => v.town },
    { id: 'service', header: t('service'), cell: (v) => t(v.service as 'carpet') },
    {
      id: 'status',
      header: t('status'),
      cell: (v) => (
        <StatusLabel tone={v.status === 'done' ? 'success' : 'info'}>
          {v.status === 'done' ? t('statusDone') : t('statusScheduled')}
        </StatusLabel>
      ),
    },
  ];
  return (
    <DataTable
      label={t('visits')}
      columns={columns}
      rows={rows}
      totalRecords={rows.length}
      query={{ isPending: false, isError: false, refetch: () => undefined }}
      list={{ params, set }}
      tabs={{
        param: 'status',
        items: [
          { value: '', label: t('all'), count: VISITS.length },
          { value: 'scheduled', label: t('statusScheduled'), count: 2, tone: 'info' },
          { value: 'done', label: t('statusDone'), count: 2, tone: 'success' },
        ],
      }}
      rowActions={(v) => (
        <RowActions
          label={t('actionsFor', { name: v.client })}
          actions={[
            { label: t('open'), href: '#widgets' },
            { label: t('delete'), danger: true },
          ]}
        />
      )}
    />
  );
}

export function Widgets() {
  const t = useTranslations('dashboardShowcase');
  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard
          label={t('openEnquiries')}
          value={12}
          detail={t('openEnquiriesDetail')}
          icon={<Inbox className="size-6" />}
        />
        <StatCard
          label={t('unpaid')}
          value={formatMoney(184250)}
          detail={t('unpaidDetail')}
          icon={<Receipt className="size-6" />}
        />
        <StatCard label={t('leave')} value={3} detail={t('leaveDetail')} icon={<CalendarOff className="size-6" />} />
      </div>
      <Demo title={t('chart')}>
        <BarChart
          title={t('chart')}
          bars={[
            { label: t('stageNew'), value: 8, tone: 'fill-info' },
            { label: t('stagePending'), value: 5, tone: 'fill-warning' },
            { label: t('stageIncomplete'), value: 2, tone: 'fill-danger' },
            { label: t('stageCompleted'), value: 21, tone: 'fill-success' },
          ]}
        />
      </Demo>
      <TableDemo />
    </div>
  );
}
