'use client';

import { useQuery } from '@tanstack/react-query';
import { Pencil, Plus } from 'lucide-react';
import { useTranslations } from 'next-intl';
import Link from '@/components/ui/link';
import { statusTabs } from '@/components/dashboard/data-table/filter-tabs';
import { DataTable } from '@/components/dashboard/data-table/data-table';
import { RowActions } from '@/components/dashboard/data-table/row-actions';
import { useDeleteWithConfirm } from '@/components/dashboard/data-table/use-delete-with-confirm';
import { useListParams } from '@/components/dashboard/data-table/use-list-params';
import { PageHeader } from '@/components/dashboard/page-header';
import { useSession } from '@/components/dashboard/session-context';
import { buttonClass } from '@/components/ui/button';
import { useDeleteUser, usersQuery, type User, type UserPage } from '@/lib/users/hooks';
import { ROLE_KEYS } from '@/lib/dashboard/labels';
import { isSuperAdmin, ROLES, USER_SCOPE_ROLE, USER_STATUSES, type UserScope } from '@/lib/roles';
import { USER_SORTS } from '@/lib/schemas/list-fields';
import { useUserColumns } from './user-columns';

const TONES = { active: 'success', pending: 'warning', banned: 'danger', rejected: 'default' } as const;

/** All users, Clients or Cleaners: status tabs with counts, search, role filter (All), sort, paging, edit and delete. */
export function UsersScreen({ scope, initial }: { scope: UserScope; initial?: UserPage }) {
  const t = useTranslations('dashboardUsers');
  const roles = useTranslations('dashboard.roles');
  const { user: me } = useSession();
  const list = useListParams({ sortable: USER_SORTS, filters: { status: USER_STATUSES, role: ROLES } });
  const fixedRole = USER_SCOPE_ROLE[scope];
  // `initial`: the first page read on the server for an address without list state (lib/server/dashboard).
  const query = useQuery({
    ...usersQuery({ ...list.params, role: fixedRole ?? list.params.role }),
    initialData: list.isDefault ? initial : undefined,
  });
  const remove = useDeleteUser();
  const del = useDeleteWithConfirm({
    namespace: 'dashboardUsers',
    remove: (u: User) => remove.mutateAsync({ id: u.id, role: u.role }),
    values: (u: User) => ({ name: u.name }),
  });
  const columns = useUserColumns(isSuperAdmin(me.role));
  const counts = query.data?.counts;

  const tabs = statusTabs(USER_STATUSES, {
    all: t('statuses.all'),
    label: (s) => t(`statuses.${s}`),
    tone: (s) => TONES[s],
    counts,
  });

  const roleFilter = fixedRole ? null : (
    <div>
      <label htmlFor="role-filter" className="sr-only">
        {t('filterRole')}
      </label>
      <select
        id="role-filter"
        value={list.params.role ?? ''}
        onChange={(e) => list.set({ role: e.target.value || undefined })}
        className="min-h-11 rounded border border-ink/25 bg-surface px-3 text-sm"
      >
        <option value="">{t('allRoles')}</option>
        {ROLES.map((r) => (
          <option key={r} value={r}>
            {roles(ROLE_KEYS[r])}
          </option>
        ))}
      </select>
    </div>
  );

  const title = t(`titles.${scope}`);
  return (
    <>
      <PageHeader
        title={title}
        crumbs={[
          { label: t('titles.all'), href: '/dashboard/user/list' },
          ...(scope === 'all' ? [] : [{ label: title }]),
        ]}
        actions={
          <Link href="/dashboard/user/new" className={buttonClass('primary')}>
            <Plus aria-hidden className="size-4" />
            {t('newUser')}
          </Link>
        }
      />
      <DataTable
        label={title}
        columns={columns}
        query={query}
        list={list}
        tabs={{ param: 'status', items: tabs }}
        filters={roleFilter}
        searchPlaceholder={t('searchPlaceholder')}
        emptyText={t('empty')}
        noMatchText={t('noMatch')}
        rowActions={(u) => (
          <RowActions
            label={t('actionsFor', { name: u.name })}
            actions={[
              {
                label: t('edit'),
                href: `/dashboard/user/${u.id}/edit`,
                icon: <Pencil aria-hidden className="size-4" />,
              },
              ...(u.id === me.id ? [] : [del.action(u)]),
            ]}
          />
        )}
      />
      {del.dialog}
    </>
  );
}
