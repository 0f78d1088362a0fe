'use client';

import { useQuery } from '@tanstack/react-query';
import { Eye, FileText } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { DataTable } from '@/components/dashboard/data-table/data-table';
import { statusTabs, type FilterTab } from '@/components/dashboard/data-table/filter-tabs';
import { RowActions } from '@/components/dashboard/data-table/row-actions';
import { useListParams } from '@/components/dashboard/data-table/use-list-params';
import { PageHeader } from '@/components/dashboard/page-header';
import { enquiriesQuery } from '@/lib/enquiries/hooks';
import { ENQUIRY_CATEGORIES_LIST, ENQUIRY_SORTS, ENQUIRY_STATUSES_LIST } from '@/lib/schemas/list-fields';
import { useEnquiryColumns } from './enquiry-columns';
import { ENQUIRY_STATUS_TONES } from './enquiry-labels';

/** The office inbox: callbacks, quotes, contact enquiries and job applications, newest first, tabs by status. */
export function EnquiriesScreen() {
  const t = useTranslations('dashboardEnquiries');
  const list = useListParams({
    sortable: ENQUIRY_SORTS,
    filters: { status: ENQUIRY_STATUSES_LIST, category: ENQUIRY_CATEGORIES_LIST },
  });
  const query = useQuery(enquiriesQuery(list.params));
  const columns = useEnquiryColumns();
  const counts = query.data?.counts;

  const tabs = statusTabs(ENQUIRY_STATUSES_LIST, {
    all: t('statuses.all'),
    label: (s) => t(`statuses.${s}`),
    tone: (s) => (ENQUIRY_STATUS_TONES[s] === 'primary' ? 'info' : (ENQUIRY_STATUS_TONES[s] as FilterTab['tone'])),
    counts,
  });

  const categoryFilter = (
    <div>
      <label htmlFor="enquiry-category" className="sr-only">
        {t('filterCategory')}
      </label>
      <select
        id="enquiry-category"
        value={list.params.category ?? ''}
        onChange={(e) => list.set({ category: e.target.value || undefined })}
        className="min-h-11 rounded border border-ink/25 bg-surface px-3 text-sm"
      >
        <option value="">{t('categories.all')}</option>
        {ENQUIRY_CATEGORIES_LIST.map((c) => (
          <option key={c} value={c}>
            {t(`categories.${c}`)}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <>
      <PageHeader title={t('title')} crumbs={[{ label: t('title') }]} description={t('description')} />
      <DataTable
        label={t('title')}
        columns={columns}
        query={query}
        list={list}
        tabs={{ param: 'status', items: tabs }}
        filters={categoryFilter}
        searchPlaceholder={t('searchPlaceholder')}
        emptyText={t('empty')}
        noMatchText={t('noMatch')}
        rowActions={(e) => (
          <RowActions
            label={t('actionsFor', { name: e.name })}
            actions={[
              { label: t('open'), href: `/dashboard/enquiry/${e.id}`, icon: <Eye aria-hidden className="size-4" /> },
              ...(e.category === 'career'
                ? []
                : [
                    {
                      label: t('createEstimate'),
                      href: `/dashboard/estimateOfService/new?enquiryId=${e.id}`,
                      icon: <FileText aria-hidden className="size-4" />,
                    },
                  ]),
            ]}
          />
        )}
      />
    </>
  );
}
