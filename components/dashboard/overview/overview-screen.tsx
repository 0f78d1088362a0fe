'use client';

import { useQuery } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { PageHeader } from '@/components/dashboard/page-header';
import { QueryView } from '@/components/dashboard/query-view';
import { useSession } from '@/components/dashboard/session-context';
import { overviewQuery, type Overview } from '@/lib/overview/hooks';
import { AdminOverview } from './admin-overview';
import { CleanerOverview } from './cleaner-overview';

// The Client's home is a screen of its own (lists, actions, dialogs): rendered on the server like the rest, its code
// reaches only a Client's browser, so the office's overview does not carry it.
const ClientHome = dynamic(() => import('@/components/dashboard/overview/client-home').then((m) => m.ClientHome));

/**
 * /dashboard/app: a greeting and the figures that matter to the signed-in role. `initial` is the same read done on
 * the server for the first paint (app/dashboard/app/page.tsx); the query refreshes it every minute from the API.
 */
export function OverviewScreen({ initial }: { initial?: Overview }) {
  const t = useTranslations('dashboardOverview');
  const { user } = useSession();
  const query = useQuery({ ...overviewQuery(), initialData: initial });
  return (
    <>
      <PageHeader title={t('title')} description={t('welcome', { name: user.name.split(' ')[0] ?? user.name })} />
      <QueryView query={query}>
        {(data) =>
          data.role === 'admin' ? (
            <AdminOverview data={data} />
          ) : data.role === 'cleaner' ? (
            <CleanerOverview data={data} />
          ) : (
            <ClientHome data={data} />
          )
        }
      </QueryView>
    </>
  );
}
