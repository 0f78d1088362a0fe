'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import Link from '@/components/ui/link';
import { Card } from '@/components/ui/card';
import { StatusLabel } from '@/components/ui/status-label';
import { Button } from '@/components/ui/button';
import { formatDate, formatMoney } from '@/lib/dashboard/labels';
import type { ClientHomeData } from './client-home';
import type { VisitAction } from '@/components/dashboard/visits/upcoming-visits';

/** One tappable row of a home card: a title and a line under it, and something at the end (an amount, a label). */
function Row({
  href,
  title,
  detail,
  end,
  className = '',
}: {
  href: string;
  title: ReactNode;
  detail: ReactNode;
  end?: ReactNode;
  className?: string;
}) {
  return (
    // On a narrow phone the end part moves under the title rather than widen the page.
    <Link
      href={href}
      className={`flex min-h-14 flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2 ${className}`}
    >
      <span className="min-w-0">
        <span dir="auto" className="block truncate font-semibold">
          {title}
        </span>
        <span className="block text-sm text-ink-muted">{detail}</span>
      </span>
      {end ? <span className="ms-auto flex items-center gap-3">{end}</span> : null}
    </Link>
  );
}

/** The invoices the Client owes, soonest due first, with the total. */
export function InvoicesDueCard({ data }: { data: ClientHomeData }) {
  const t = useTranslations('dashboardOverview');
  const locale = useLocale();
  const money = (pence: number) => formatMoney(pence, data.currencySymbol);
  return (
    <Card title={t('invoicesDue')}>
      <p className="mb-4 text-2xl font-bold tabular-nums">{money(data.totalDuePence)}</p>
      {data.invoicesDue.length ? (
        <ul className="divide-y divide-line">
          {data.invoicesDue.map((i) => (
            <li key={i.id}>
              <Row
                href={`/dashboard/invoice/${i.id}`}
                title={i.invoiceNumber}
                detail={t('dueOn', { date: formatDate(i.dueDate, locale) })}
                end={
                  <>
                    {i.overdue ? <StatusLabel tone="danger">{t('overdue')}</StatusLabel> : null}
                    <span className="font-semibold tabular-nums">{money(i.totalPence)}</span>
                  </>
                }
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-ink-muted">{t('nothingDue')}</p>
      )}
    </Card>
  );
}

/** Estimates sent to the Client and still valid: each opens the estimate, where they accept or decline it. */
export function EstimatesWaitingCard({ data }: { data: ClientHomeData }) {
  const t = useTranslations('dashboardClientHome');
  const locale = useLocale();
  return (
    <Card title={t('estimates')}>
      {data.estimatesWaiting.length ? (
        <ul className="divide-y divide-line">
          {data.estimatesWaiting.map((e) => (
            <li key={e.id}>
              <Row
                href={`/dashboard/estimateOfService/${e.id}`}
                title={e.estimateNumber}
                detail={t('validUntil', { date: formatDate(e.validUntil, locale) })}
                end={
                  <span className="font-semibold tabular-nums">{formatMoney(e.totalPence, data.currencySymbol)}</span>
                }
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-ink-muted">{t('noEstimates')}</p>
      )}
    </Card>
  );
}

/** The last visits done, with who signed them off and when, each with "Book again" for another like it. */
export function LastVisitsCard({
  data,
  onAction,
  className,
}: {
  data: ClientHomeData;
  onAction: (action: VisitAction) => void;
  className?: string;
}) {
  const t = useTranslations('dashboardClientHome');
  const locale = useLocale();
  return (
    <Card title={t('lastVisits')} className={className}>
      {data.lastVisits.length ? (
        <ul className="divide-y divide-line">
          {data.lastVisits.map((v) => (
            <li key={v.id} className="flex flex-wrap items-center gap-x-3">
              <Row
                className="min-w-0 flex-1"
                href={`/dashboard/job/${v.id}`}
                title={v.title}
                detail={
                  v.signedAt && v.signerName
                    ? t('signedOff', { name: v.signerName, date: formatDate(v.signedAt, locale) })
                    : t('completedByOffice')
                }
                end={
                  v.scheduledDate ? (
                    <span className="text-sm text-ink-muted">{formatDate(v.scheduledDate, locale)}</span>
                  ) : null
                }
              />
              <Button
                size="sm"
                variant="ghost"
                className="mb-2 min-h-11 sm:mb-0"
                aria-label={`${t('bookAgain')}: ${v.title}`}
                onClick={() => onAction({ kind: 'request', visit: v })}
              >
                {t('bookAgain')}
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-ink-muted">{t('noLastVisits')}</p>
      )}
    </Card>
  );
}
