'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { Columns } from '@/components/dashboard/data-table/columns';
import { DataTable } from '@/components/dashboard/data-table/data-table';
import { statusTabs } from '@/components/dashboard/data-table/filter-tabs';
import { useListParams } from '@/components/dashboard/data-table/use-list-params';
import { PageHeader } from '@/components/dashboard/page-header';
import { useSession } from '@/components/dashboard/session-context';
import Link from '@/components/ui/link';
import { StatusLabel } from '@/components/ui/status-label';
import { formatDate, formatMoney } from '@/lib/dashboard/labels';
import { paymentAttemptsQuery, type PaymentAttempt } from '@/lib/payments/hooks';
import { PAYMENT_OUTCOMES, PAYMENT_PROVIDERS, type PaymentOutcome } from '@/lib/payments/rules';
import { isSuperAdmin } from '@/lib/roles';
import { PAYMENT_ATTEMPT_SORTS } from '@/lib/schemas/list-fields';

const TONE = { open: 'warning', paid: 'success', failed: 'danger' } as const;
const fieldClass = 'min-h-11 max-w-full rounded border border-ink/25 bg-surface px-3 text-sm';

/**
 * /dashboard/invoice/payments (issue 36): every checkout a client opened to pay an invoice, and how it ended, so the
 * office can answer "I tried to pay and it failed". Read only; outcome tabs, provider and date filters, search.
 */
export function PaymentAttemptsScreen() {
  const t = useTranslations('dashboardPaymentAttempts');
  const locale = useLocale();
  const { user: me } = useSession();
  const symbol = me.company?.currencySymbol;
  const everyCompany = isSuperAdmin(me.role);
  const list = useListParams({
    sortable: PAYMENT_ATTEMPT_SORTS,
    filters: { status: PAYMENT_OUTCOMES, provider: PAYMENT_PROVIDERS, from: 'date', to: 'date' },
    pageSize: 25,
  });
  const query = useQuery(paymentAttemptsQuery(list.params));

  const columns = useMemo<Columns<PaymentAttempt>>(
    () => [
      {
        id: 'createdAt',
        header: t('columns.started'),
        sortKey: 'createdAt',
        hideable: false,
        cell: (a) => <span className="whitespace-nowrap">{formatDate(a.createdAt, locale, true)}</span>,
      },
      {
        id: 'invoiceNumber',
        header: t('columns.invoice'),
        sortKey: 'invoiceNumber',
        hideable: false,
        cell: (a) => (
          <div className="min-w-0">
            <Link href={`/dashboard/invoice/${a.invoiceId}`} className="block font-semibold hover:underline">
              {a.invoiceNumber}
            </Link>
            {everyCompany ? (
              <span dir="auto" className="block truncate text-xs text-ink-subtle">
                {a.companyName}
              </span>
            ) : null}
          </div>
        ),
      },
      {
        id: 'clientName',
        header: t('columns.client'),
        sortKey: 'clientName',
        hideBelow: 'sm',
        cell: (a) =>
          a.clientName ? (
            <span className="min-w-0">
              <span className="block">{a.clientName}</span>
              <span dir="auto" className="block truncate text-xs text-ink-subtle">
                {a.clientEmail}
              </span>
            </span>
          ) : (
            <span className="text-ink-subtle">{t('removedClient')}</span>
          ),
      },
      {
        id: 'provider',
        header: t('columns.provider'),
        sortKey: 'provider',
        hideBelow: 'md',
        cell: (a) => t(`providers.${a.provider as (typeof PAYMENT_PROVIDERS)[number]}`),
      },
      {
        id: 'amount',
        header: t('columns.amount'),
        sortKey: 'amount',
        align: 'end',
        hideBelow: 'sm',
        cell: (a) => formatMoney(a.amountPence, symbol),
      },
      {
        id: 'status',
        header: t('columns.outcome'),
        sortKey: 'status',
        cell: (a) => (
          <StatusLabel tone={TONE[a.status as PaymentOutcome] ?? 'default'}>
            {t(`outcomes.${a.status as PaymentOutcome}`)}
          </StatusLabel>
        ),
      },
      {
        id: 'reference',
        header: t('columns.reference'),
        hideBelow: 'lg',
        cell: (a) => (
          <span className="block max-w-[16rem] break-all font-mono text-xs">
            {a.reference ?? <span className="text-ink-subtle">—</span>}
            <span className="block text-ink-subtle" title={t('sessionHint')}>
              {a.id}
            </span>
          </span>
        ),
      },
    ],
    [t, locale, symbol, everyCompany],
  );

  const tabs = statusTabs(PAYMENT_OUTCOMES, {
    all: t('outcomes.all'),
    label: (o) => t(`outcomes.${o}`),
    tone: (o) => TONE[o],
  });
  const dateFilter = (key: 'from' | 'to') => (
    <div>
      <label htmlFor={`payment-${key}`} className="mb-1 block text-xs font-semibold text-ink-muted">
        {t(`filters.${key}`)}
      </label>
      <input
        id={`payment-${key}`}
        type="date"
        value={list.params[key] ?? ''}
        onChange={(e) => list.set({ [key]: e.target.value || undefined })}
        className={fieldClass}
      />
    </div>
  );

  return (
    <>
      <PageHeader
        title={t('title')}
        crumbs={[{ label: t('invoices'), href: '/dashboard/invoice/list' }, { label: t('title') }]}
        description={t('intro')}
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
        filters={
          <div className="flex flex-wrap items-end gap-2">
            {dateFilter('from')}
            {dateFilter('to')}
            <div>
              <label htmlFor="payment-provider" className="mb-1 block text-xs font-semibold text-ink-muted">
                {t('filters.provider')}
              </label>
              <select
                id="payment-provider"
                value={list.params.provider ?? ''}
                onChange={(e) => list.set({ provider: e.target.value || undefined })}
                className={fieldClass}
              >
                <option value="">{t('filters.allProviders')}</option>
                {PAYMENT_PROVIDERS.map((p) => (
                  <option key={p} value={p}>
                    {t(`providers.${p}`)}
                  </option>
                ))}
              </select>
            </div>
          </div>
        }
      />
    </>
  );
}
