'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { PageHeader } from '@/components/dashboard/page-header';
import { QueryView } from '@/components/dashboard/query-view';
import { useSession } from '@/components/dashboard/session-context';
import { overviewQuery } from '@/lib/api-client/overview';
import { AdminOverview } from './admin-overview';
import { CleanerOverview } from './cleaner-overview';
import { ClientOverview } from './client-overview';

/** /dashboard/app: a greeting and the figures that matter to the signed-in role. */
export function OverviewScreen() {
  const t = useTranslations('dashboardOverview');
  const { user } = useSession();
  const query = useQuery(overviewQuery());
  return (
    <>
      <PageHeader title={t('title')} description={t('welcome', { name: user.name.split(' ')[0] ?? user.name })} />
      <QueryView query={query}>
        {(data) => data.role === 'admin' ? <AdminOverview data={data} /> : data.role === 'cleaner' ? <CleanerOverview data={data} /> : <ClientOverview data={data} />}
      </QueryView>
    </>
  );
}
