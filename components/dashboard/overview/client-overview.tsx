'use client';

import { useLocale, useTranslations } from 'next-intl';
import Link from '@/components/ui/link';
import { Card } from '@/components/ui/card';
import { StatusLabel } from '@/components/ui/status-label';
import type { Overview } from '@/lib/api-client/overview';
import { formatDate, formatMoney } from '@/lib/dashboard/labels';
import { MyJobsCard } from './my-jobs-card';
import { isSignedOff } from '@/lib/domain/jobs';

type ClientData = Extract<Overview, { role: 'client' }>;

/** A client's overview: their jobs and what they owe. */
export function ClientOverview({ data }: { data: ClientData }) {
  const t = useTranslations('dashboardOverview');
  const locale = useLocale();
  const money = (pence: number) => formatMoney(pence, data.currencySymbol);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <MyJobsCard jobs={data.jobs} detail={(j) => j.service || j.location} tone={(j) => (isSignedOff(j.stage) ? 'success' : 'info')} />
      <Card title={t('invoicesDue')}>
        <p className="mb-4 text-2xl font-bold tabular-nums">{money(data.totalDuePence)}</p>
        {data.invoicesDue.length ? (
          <ul className="divide-y divide-line">
            {data.invoicesDue.map((i) => (
              <li key={i.id}>
                <Link href={`/dashboard/invoice/${i.id}`} className="flex min-h-14 flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2">
                  <span className="min-w-0">
                    <span className="block truncate font-semibold">{i.invoiceNumber}</span>
                    <span className="block text-sm text-ink-muted">{t('dueOn', { date: formatDate(i.dueDate, locale) })}</span>
                  </span>
                  {/* On a narrow phone an overdue label and a large amount move under the number rather than widen the page. */}
                  <span className="ms-auto flex items-center gap-3">
                    {i.overdue ? <StatusLabel tone="danger">{t('overdue')}</StatusLabel> : null}
                    <span className="font-semibold tabular-nums">{money(i.totalPence)}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        ) : <p className="text-sm text-ink-muted">{t('nothingDue')}</p>}
      </Card>
    </div>
  );
}
