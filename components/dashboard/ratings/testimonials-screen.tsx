'use client';

import { useQuery } from '@tanstack/react-query';
import { Eye, EyeOff } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { Columns } from '@/components/dashboard/data-table/columns';
import { DataTable } from '@/components/dashboard/data-table/data-table';
import { statusTabs } from '@/components/dashboard/data-table/filter-tabs';
import { RowActions } from '@/components/dashboard/data-table/row-actions';
import { useListParams } from '@/components/dashboard/data-table/use-list-params';
import { PageHeader } from '@/components/dashboard/page-header';
import Link from '@/components/ui/link';
import { snackbar } from '@/components/ui/snackbar';
import { StatusLabel } from '@/components/ui/status-label';
import { testimonialsQuery, usePublishTestimonial, type TestimonialRow } from '@/lib/ratings/hooks';
import { formatDate } from '@/lib/dashboard/labels';
import { TESTIMONIAL_FILTERS, TESTIMONIAL_SORTS } from '@/lib/ratings/rules';

/**
 * /dashboard/testimonials: 5-star ratings whose clients agreed to be quoted. Publishing one puts it on the public
 * testimonials carousel in the client's words, with first name and town only; unpublishing takes it off.
 */
export function TestimonialsScreen() {
  const t = useTranslations('dashboardRatings');
  const locale = useLocale();
  const list = useListParams({ sortable: TESTIMONIAL_SORTS, filters: { status: TESTIMONIAL_FILTERS }, pageSize: 25 });
  const query = useQuery(testimonialsQuery(list.params));
  const publish = usePublishTestimonial();
  const counts = query.data?.counts;
  const toggle = async (row: TestimonialRow) => {
    const published = row.publishedAt === null;
    try {
      await publish.mutateAsync({ jobId: row.jobId, published });
      snackbar.success(published ? t('publishedDone') : t('unpublishedDone'));
    } catch (error) {
      snackbar.error(error instanceof Error ? error.message : String(error));
    }
  };

  const columns: Columns<TestimonialRow> = useMemo(
    () => [
      {
        id: 'quote',
        header: t('columns.quote'),
        hideable: false,
        cell: (r: TestimonialRow) => (
          <figure className="min-w-0 max-w-[28rem]">
            <blockquote dir="auto" className="line-clamp-3 whitespace-normal">
              “{r.comment}”
            </blockquote>
            <figcaption className="mt-1 text-sm text-ink-subtle">
              {r.town ? `${r.firstName}, ${r.town}` : r.firstName}
            </figcaption>
          </figure>
        ),
      },
      {
        id: 'firstName',
        header: t('columns.client'),
        sortKey: 'firstName',
        hideBelow: 'lg' as const,
        cell: (r: TestimonialRow) => r.firstName,
      },
      {
        id: 'job',
        header: t('columns.job'),
        hideBelow: 'md' as const,
        cell: (r: TestimonialRow) => (
          <Link href={`/dashboard/job/${r.jobId}`} className="hover:underline">
            {r.jobTitle}
          </Link>
        ),
      },
      {
        id: 'createdAt',
        header: t('columns.createdAt'),
        sortKey: 'createdAt',
        hideBelow: 'sm' as const,
        cell: (r: TestimonialRow) => formatDate(r.createdAt, locale),
      },
      {
        id: 'status',
        header: t('columns.status'),
        cell: (r: TestimonialRow) => (
          <StatusLabel tone={r.publishedAt ? 'success' : 'warning'}>
            {t(r.publishedAt ? 'statuses.published' : 'statuses.offered')}
          </StatusLabel>
        ),
      },
    ],
    [t, locale],
  );

  const tabs = statusTabs(TESTIMONIAL_FILTERS, {
    all: t('statuses.all'),
    label: (s) => t(`statuses.${s}`),
    tone: (s) => (s === 'published' ? 'success' : 'warning'),
    counts,
  });

  return (
    <>
      <PageHeader
        title={t('testimonialsTitle')}
        crumbs={[{ label: t('testimonialsTitle') }]}
        description={t('testimonialsDescription')}
      />
      <DataTable
        label={t('testimonialsTitle')}
        columns={columns}
        query={query}
        list={list}
        tabs={{ param: 'status', items: tabs }}
        getRowId={(r) => r.jobId}
        searchPlaceholder={t('searchPlaceholder')}
        emptyText={t('empty')}
        noMatchText={t('noMatch')}
        rowActions={(r) => (
          <RowActions
            label={t('actionsFor', { name: r.firstName })}
            actions={[
              r.publishedAt
                ? {
                    label: t('unpublish'),
                    onSelect: () => void toggle(r),
                    icon: <EyeOff aria-hidden className="size-4" />,
                  }
                : { label: t('publish'), onSelect: () => void toggle(r), icon: <Eye aria-hidden className="size-4" /> },
            ]}
          />
        )}
      />
    </>
  );
}
