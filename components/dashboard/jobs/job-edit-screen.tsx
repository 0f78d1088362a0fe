'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { PageHeader } from '@/components/dashboard/page-header';
import { QueryView } from '@/components/dashboard/query-view';
import { jobQuery } from '@/lib/jobs/hooks';
import { JobForm } from './job-form';

/** /dashboard/job/new and /dashboard/job/{id}/edit (Administrators). */
export function JobEditScreen({ id }: { id?: string }) {
  const t = useTranslations('dashboardJobs');
  const query = useQuery({ ...jobQuery(id ?? ''), enabled: Boolean(id) });
  const crumbs = [{ label: t('titles.list'), href: '/dashboard/job/list' }];
  if (!id) {
    return (
      <>
        <PageHeader title={t('newJob')} crumbs={[...crumbs, { label: t('newJob') }]} />
        <JobForm />
      </>
    );
  }
  return (
    <QueryView query={query}>
      {(data) => (
        <>
          <PageHeader
            title={t('editJob', { title: data.title })}
            crumbs={[...crumbs, { label: data.title, href: `/dashboard/job/${data.id}` }, { label: t('edit') }]}
          />
          <JobForm key={data.id} job={data} />
        </>
      )}
    </QueryView>
  );
}
