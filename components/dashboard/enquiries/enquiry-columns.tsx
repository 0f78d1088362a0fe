'use client';

import { clsx } from 'clsx';
import { useLocale, useTranslations } from 'next-intl';
import Link from '@/components/ui/link';
import { useMemo } from 'react';
import type { Columns } from '@/components/dashboard/data-table/columns';
import { StatusLabel } from '@/components/ui/status-label';
import type { Enquiry } from '@/lib/enquiries/hooks';
import { formatDate } from '@/lib/dashboard/labels';
import { ENQUIRY_STATUS_TONES, enquiryKind, isUnread } from './enquiry-labels';

/** The inbox's columns: sender (bold with a dot while unread), kind, post code, status and when it arrived. */
export function useEnquiryColumns(): Columns<Enquiry> {
  const t = useTranslations('dashboardEnquiries');
  const locale = useLocale();
  return useMemo(
    () => [
      {
        id: 'name',
        header: t('columns.name'),
        sortKey: 'name',
        hideable: false,
        cell: (e: Enquiry) => {
          const unread = isUnread(e);
          return (
            <div className="flex min-w-0 items-start gap-2">
              <span
                aria-hidden
                className={clsx('mt-2 size-2 shrink-0 rounded-full', unread ? 'bg-brand-600' : 'bg-transparent')}
              />
              <div className="min-w-0">
                <Link
                  href={`/dashboard/enquiry/${e.id}`}
                  dir="auto"
                  className={clsx('block truncate hover:underline', unread ? 'font-bold' : 'font-medium')}
                >
                  {e.name}
                  {unread ? <span className="sr-only"> ({t('unread')})</span> : null}
                </Link>
                <span dir="auto" className="block max-w-[16rem] truncate text-ink-subtle">
                  {e.email}
                </span>
              </div>
            </div>
          );
        },
      },
      {
        id: 'kind',
        header: t('columns.kind'),
        hideBelow: 'sm' as const,
        cell: (e: Enquiry) => t(`kinds.${enquiryKind(e)}`),
      },
      { id: 'postCode', header: t('columns.postCode'), hideBelow: 'lg' as const, cell: (e: Enquiry) => e.postCode },
      {
        id: 'status',
        header: t('columns.status'),
        sortKey: 'status',
        cell: (e: Enquiry) => (
          <StatusLabel tone={ENQUIRY_STATUS_TONES[e.status]}>{t(`statuses.${e.status}`)}</StatusLabel>
        ),
      },
      {
        id: 'createdAt',
        header: t('columns.createdAt'),
        sortKey: 'createdAt',
        hideBelow: 'md' as const,
        cell: (e: Enquiry) => formatDate(e.createdAt, locale, true),
      },
    ],
    [t, locale],
  );
}
