'use client';

import { useQuery } from '@tanstack/react-query';
import { FilePlus2, FileText } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { Card } from '@/components/ui/card';
import Link from '@/components/ui/link';
import { buttonClass } from '@/components/ui/button';
import { jobsQuery } from '@/lib/jobs/hooks';
import { formatDate } from '@/lib/dashboard/labels';
import { ListState } from './finalise-list-state';

const PAGE = 100;

/** The office's queue: signed-off jobs not invoiced yet, each with one button to its draft (or to a new invoice). */
export function FinaliseToInvoice() {
  const t = useTranslations('dashboardJobs');
  const locale = useLocale();
  const query = useQuery(jobsQuery({ signOff: 'toInvoice', pageSize: PAGE }));
  return (
    <ListState query={query} empty={t('finalise.toInvoiceEmpty')}>
      <Card
        title={t('finalise.toInvoiceTitle')}
        actions={
          query.data ? (
            <span className="text-sm font-semibold text-ink-muted">
              {t('finalise.count', { count: query.data.totalRecords })}
            </span>
          ) : undefined
        }
      >
        <ul className="divide-y divide-line" aria-label={t('finalise.toInvoiceTitle')}>
          {query.data?.data.map((job) => (
            <li
              key={job.id}
              className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <Link href={`/dashboard/job/${job.id}`} className="break-words font-semibold hover:underline">
                  {job.title}
                </Link>
                <p className="text-sm text-ink-muted">
                  {[
                    job.userClientName ?? t('noClient'),
                    job.scheduledDate ? formatDate(job.scheduledDate, locale) : t('finalise.noDate'),
                  ].join(' · ')}
                </p>
              </div>
              {job.draftInvoice ? (
                <Link
                  href={`/dashboard/invoice/${job.draftInvoice.id}`}
                  className={buttonClass('primary', 'w-full shrink-0 sm:w-auto')}
                >
                  <FileText aria-hidden className="size-4" />
                  {t('finalise.openDraft', { number: job.draftInvoice.invoiceNumber })}
                </Link>
              ) : (
                <Link
                  href={`/dashboard/invoice/new?jobId=${job.id}`}
                  className={buttonClass('secondary', 'w-full shrink-0 sm:w-auto')}
                >
                  <FilePlus2 aria-hidden className="size-4" />
                  {t('finalise.createInvoice')}
                </Link>
              )}
            </li>
          ))}
        </ul>
        {query.data && query.data.totalRecords > PAGE ? (
          <p className="mt-4 text-sm text-ink-muted">
            {t('finalise.showing', { shown: PAGE, total: query.data.totalRecords })}
          </p>
        ) : null}
      </Card>
    </ListState>
  );
}
