'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { PageHeader } from '@/components/dashboard/page-header';
import { QueryView } from '@/components/dashboard/query-view';
import { enquiryQuery } from '@/lib/enquiries/hooks';
import { estimateQuery } from '@/lib/estimates/hooks';
import { EstimateForm } from './estimate-form';

/** /dashboard/estimateOfService/new (optionally ?enquiryId=…) and /dashboard/estimateOfService/{id}/edit. */
export function EstimateEditScreen({ id, enquiryId }: { id?: string; enquiryId?: string }) {
  const t = useTranslations('dashboardEstimates');
  const estimate = useQuery({ ...estimateQuery(id ?? ''), enabled: Boolean(id) });
  const enquiry = useQuery({ ...enquiryQuery(enquiryId ?? ''), enabled: Boolean(enquiryId) && !id });
  const crumbs = [{ label: t('title'), href: '/dashboard/estimateOfService/list' }];
  if (id) {
    return (
      <QueryView query={estimate}>
        {(e) => (
          <>
            <PageHeader
              title={t('editTitle', { label: e.estimateNumber })}
              crumbs={[
                ...crumbs,
                { label: e.estimateNumber, href: `/dashboard/estimateOfService/${e.id}` },
                { label: t('edit') },
              ]}
            />
            <EstimateForm key={e.id} estimate={e} />
          </>
        )}
      </QueryView>
    );
  }
  const header = (
    <PageHeader
      title={t('newEstimate')}
      crumbs={[...crumbs, { label: t('newEstimate') }]}
      description={enquiryId ? t('fromEnquiry') : undefined}
    />
  );
  if (enquiryId)
    return (
      <QueryView query={enquiry}>
        {(q) => (
          <>
            {header}
            <EstimateForm key={q.id} enquiry={q} />
          </>
        )}
      </QueryView>
    );
  return (
    <>
      {header}
      <EstimateForm />
    </>
  );
}
