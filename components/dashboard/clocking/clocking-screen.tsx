'use client';

import { useTranslations } from 'next-intl';
import { PageHeader } from '@/components/dashboard/page-header';
import { useSession } from '@/components/dashboard/session-context';
import { isAdmin } from '@/lib/roles';
import { ClockButtonScreen } from './clock-button-screen';
import { ClockedInNowScreen, ClockHistoryScreen } from './clock-records-screen';

/** /dashboard/clocking: a Cleaner's clock button, who is in now for Administrators, the visits for Clients. */
export function ClockingScreen() {
  const t = useTranslations('dashboardClocking');
  const { user } = useSession();
  if (isAdmin(user.role)) return <ClockedInNowScreen />;
  if (user.role === 'Client') return <ClockHistoryScreen showPerson />;
  return (
    <>
      <PageHeader title={t('titles.clock')} crumbs={[{ label: t('titles.clocking') }]} />
      <ClockButtonScreen />
    </>
  );
}
