'use client';

import { useQuery } from '@tanstack/react-query';
import { Eye, Pencil, Plus } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import Link from '@/components/ui/link';
import { useMemo } from 'react';
import type { Columns } from '@/components/dashboard/data-table/columns';
import { DataTable } from '@/components/dashboard/data-table/data-table';
import { RowActions } from '@/components/dashboard/data-table/row-actions';
import { useListParams } from '@/components/dashboard/data-table/use-list-params';
import { PageHeader } from '@/components/dashboard/page-header';
import { useSession } from '@/components/dashboard/session-context';
import { useNow } from '@/components/dashboard/use-now';
import { buttonClass } from '@/components/ui/button';
import { StatusLabel } from '@/components/ui/status-label';
import { invoicesQuery, type Invoice } from '@/lib/invoices/hooks';
import { INVOICE_STATUS_TONES, money, statusAt } from '@/lib/invoices/display';
import { INVOICE_STATUS_KEYS, invoiceStatusKey } from '@/lib/invoices/rules';
import { formatDate } from '@/lib/dashboard/labels';
import { isAdmin } from '@/lib/roles';
import { INVOICE_SORTS, INVOICE_STATUSES } from '@/lib/schemas/list-fields';
import { isEditable } from '@/lib/invoices/rules';

/** Invoices: tabs Draft, Pending, Paid, Overdue with counts and totals, search, sort, paging (a Client sees their own). */
export function InvoicesScreen() {
  const t = useTranslations('dashboardInvoices');
  const locale = useLocale();
  const { user: me } = useSession();
  const symbol = me.company?.currencySymbol;
  const now = useNow();
  const list = useListParams({ sortable: INVOICE_SORTS, filters: { status: INVOICE_STATUSES } });
  const { status, ...rest } = list.params;
  const query = useQuery(invoicesQuery({ ...rest, status: status === undefined ? undefined : Number(status) }));
  const counts = query.data?.counts;
  const totals = query.data?.totals;

  const tabs = [
    { value: '', label: t('statuses.all'), count: counts?.all },
    ...INVOICE_STATUSES.map((s, i) => ({
      value: s,
      label: t(`statuses.${INVOICE_STATUS_KEYS[i]!}`),
      count: counts?.[i as 0 | 1 | 2 | 3],
      tone: (['default', 'warning', 'success', 'danger'] as const)[i],
    })),
  ];

  const columns: Columns<Invoice> = useMemo(
    () => [
      {
        id: 'invoiceNumber',
        header: t('columns.number'),
        sortKey: 'invoiceNumber',
        hideable: false,
        cell: (i: Invoice) => (
          <div className="min-w-0">
            <Link href={`/dashboard/invoice/${i.id}`} className="block font-semibold hover:underline">
              {i.invoiceNumber}
            </Link>
            <span dir="auto" className="block truncate text-ink-subtle">
              {i.invoiceTo?.name || i.invoiceTo?.company || '—'}
            </span>
          </div>
        ),
      },
      {
        id: 'createDate',
        header: t('columns.created'),
        sortKey: 'createDate',
        hideBelow: 'md' as const,
        cell: (i: Invoice) => formatDate(i.createDate, locale),
      },
      {
        id: 'dueDate',
        header: t('columns.due'),
        sortKey: 'dueDate',
        hideBelow: 'sm' as const,
        cell: (i: Invoice) => formatDate(i.dueDate, locale),
      },
      {
        id: 'totalAmount',
        header: t('columns.amount'),
        sortKey: 'totalAmount',
        align: 'end' as const,
        cell: (i: Invoice) => money(i.totalAmount, symbol),
      },
      {
        id: 'status',
        header: t('columns.status'),
        sortKey: 'status',
        cell: (i: Invoice) => (
          <StatusLabel tone={INVOICE_STATUS_TONES[statusAt(i, now)]}>
            {t(`statuses.${invoiceStatusKey(statusAt(i, now))}`)}
          </StatusLabel>
        ),
      },
    ],
    [t, locale, symbol, now],
  );

  const shown = status === undefined ? 'all' : (Number(status) as 0 | 1 | 2 | 3);
  return (
    <>
      <PageHeader
        title={t('titles.list')}
        crumbs={[{ label: t('titles.list') }]}
        description={
          totals ? t('tabTotal', { total: money(totals[shown], symbol), count: counts?.[shown] ?? 0 }) : undefined
        }
        actions={
          isAdmin(me.role) ? (
            <Link href="/dashboard/invoice/new" className={buttonClass('primary')}>
              <Plus aria-hidden className="size-4" />
              {t('titles.new')}
            </Link>
          ) : undefined
        }
      />
      <DataTable
        label={t('titles.list')}
        columns={columns}
        query={query}
        list={list}
        tabs={{ param: 'status', items: tabs }}
        searchPlaceholder={t('searchPlaceholder')}
        emptyText={t('empty')}
        noMatchText={t('noMatch')}
        rowActions={(i) => (
          <RowActions
            label={t('actionsFor', { label: i.invoiceNumber })}
            actions={[
              { label: t('view'), href: `/dashboard/invoice/${i.id}`, icon: <Eye aria-hidden className="size-4" /> },
              ...(isAdmin(me.role) && isEditable(i.status)
                ? [
                    {
                      label: t('edit'),
                      href: `/dashboard/invoice/${i.id}/edit`,
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
