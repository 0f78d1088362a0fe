'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { PageHeader } from '@/components/dashboard/page-header';
import { QueryView } from '@/components/dashboard/query-view';
import { companyQuery } from '@/lib/companies/hooks';
import { CompanyForm } from './company-form';

/** /dashboard/company/new and /dashboard/company/{id}/edit. */
export function CompanyEditScreen({ id }: { id?: string }) {
  const t = useTranslations('dashboardCompany');
  const query = useQuery({ ...companyQuery(id ?? ''), enabled: Boolean(id) });
  const crumbs = [{ label: t('title'), href: '/dashboard/company' }];
  if (!id) {
    return (
      <>
        <PageHeader title={t('newCompany')} crumbs={[...crumbs, { label: t('newCompany') }]} />
        <CompanyForm />
      </>
    );
  }
  return (
    <QueryView query={query}>
      {(data) => (
        <>
          <PageHeader title={t('editCompany', { name: data.name })} crumbs={[...crumbs, { label: data.name }]} />
          <CompanyForm key={data.id} company={data} />
        </>
      )}
    </QueryView>
  );
}
