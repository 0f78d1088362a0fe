'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { Columns } from '@/components/dashboard/data-table/columns';
import { StatusLabel, type Tone } from '@/components/ui/status-label';
import { formatMoney } from '@/lib/dashboard/labels';
import { monthLabel } from '@/lib/network/format';
import type { Statement } from '@/lib/network/hooks';

/** What a statement's state is on screen: paid once marked, else due, or 'no terms' (no figures). */
export const shownStatus = (s: Statement) => (s.paidAt ? 'paid' : s.status === 'no-terms' ? 'noTerms' : 'due');
export const STATUS_TONES: Record<ReturnType<typeof shownStatus>, Exclude<Tone, 'primary'>> = {
  paid: 'success',
  due: 'warning',
  noTerms: 'danger',
};

const money = (p: number | null) => (p == null ? '–' : formatMoney(p));

/** The statements list's columns; the office column only for the head office, who sees every office's. */
export function useStatementColumns(showOffice: boolean): Columns<Statement> {
  const t = useTranslations('dashboardNetwork.statements');
  const locale = useLocale();
  return useMemo(
    () => [
      ...(showOffice
        ? [
            {
              id: 'companyName',
              header: t('office'),
              sortKey: 'companyName',
              hideable: false,
              cell: (s: Statement) => <span className="font-semibold">{s.companyName}</span>,
            },
          ]
        : []),
      {
        id: 'month',
        header: t('month'),
        sortKey: 'month',
        hideable: !showOffice,
        cell: (s: Statement) => (
          <span>
            {monthLabel(s.month.slice(0, 7), locale)}
            {s.version > 1 ? (
              <span className="ms-1 text-xs text-ink-muted">{t('version', { number: s.version })}</span>
            ) : null}
          </span>
        ),
      },
      {
        id: 'status',
        header: t('status'),
        cell: (s: Statement) => (
          <StatusLabel tone={STATUS_TONES[shownStatus(s)]}>{t(`statuses.${shownStatus(s)}`)}</StatusLabel>
        ),
      },
      {
        id: 'revenue',
        header: t('paidRevenue'),
        hideBelow: 'md' as const,
        cell: (s: Statement) => <span className="tabular-nums">{money(s.paidRevenuePence)}</span>,
      },
      {
        id: 'royalty',
        header: t('royalty'),
        hideBelow: 'lg' as const,
        cell: (s: Statement) => <span className="tabular-nums">{money(s.royaltyPence)}</span>,
      },
      {
        id: 'fee',
        header: t('fee'),
        hideBelow: 'lg' as const,
        cell: (s: Statement) => <span className="tabular-nums">{money(s.feePence)}</span>,
      },
      {
        id: 'vat',
        header: t('vat'),
        hideBelow: 'lg' as const,
        cell: (s: Statement) => <span className="tabular-nums">{money(s.vatPence)}</span>,
      },
      {
        id: 'totalPence',
        header: t('total'),
        sortKey: 'totalPence',
        cell: (s: Statement) => <span className="font-semibold tabular-nums">{money(s.totalPence)}</span>,
      },
    ],
    [t, locale, showOffice],
  );
}
