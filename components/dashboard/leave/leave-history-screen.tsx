'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { ErrorView } from '@/components/dashboard/error-view';
import { PageHeader } from '@/components/dashboard/page-header';
import { QueryView } from '@/components/dashboard/query-view';
import { useSession } from '@/components/dashboard/session-context';
import { userQuery } from '@/lib/users/hooks';
import { isAdmin } from '@/lib/roles';
import { DaysTaken, LeaveTable } from './leave-screen';

function History({ userId, name }: { userId: string; name: string }) {
  const t = useTranslations('dashboardLeave');
  const title = t('titles.history', { name });
  return (
    <>
      <PageHeader title={title} crumbs={[{ label: t('titles.list'), href: '/dashboard/leave' }, { label: name }]} />
      <DaysTaken userId={userId} />
      <LeaveTable userId={userId} label={title} />
    </>
  );
}

/** /dashboard/leave/{userId}/history: one person's requests and days taken this year (a Cleaner: only their own). */
export function LeaveHistoryScreen({ userId }: { userId: string }) {
  const { user } = useSession();
  const admin = isAdmin(user.role);
  const person = useQuery({ ...userQuery(userId), enabled: admin && userId !== user.id });
  if (userId === user.id) return <History userId={userId} name={user.name} />;
  if (!admin) return <ErrorView code={403} />;
  return <QueryView query={person}>{(p) => <History userId={userId} name={p.name} />}</QueryView>;
}
