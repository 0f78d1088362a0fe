'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { PageHeader } from '@/components/dashboard/page-header';
import { QueryView } from '@/components/dashboard/query-view';
import { userQuery } from '@/lib/users/hooks';
import { LazyCalendarsCard } from '@/components/dashboard/availability/lazy';
import { UserForm } from './user-form';

/** /dashboard/user/new and /dashboard/user/{id}/edit. */
export function UserEditScreen({ id }: { id?: string }) {
  const t = useTranslations('dashboardUsers');
  const query = useQuery({ ...userQuery(id ?? ''), enabled: Boolean(id) });
  const crumbs = [{ label: t('titles.all'), href: '/dashboard/user/list' }];
  if (!id) {
    return (
      <>
        <PageHeader title={t('newUser')} crumbs={[...crumbs, { label: t('newUser') }]} />
        <UserForm />
      </>
    );
  }
  return (
    <QueryView query={query}>
      {(data) => (
        <>
          <PageHeader title={t('editUser', { name: data.name })} crumbs={[...crumbs, { label: data.name }]} />
          <UserForm key={data.id} user={data} />
          {data.role === 'Cleaner' ? (
            <div className="mt-6 max-w-xl">
              <LazyCalendarsCard userId={data.id} />
            </div>
          ) : null}
        </>
      )}
    </QueryView>
  );
}
