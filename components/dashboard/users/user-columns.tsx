'use client';

import { useLocale, useTranslations } from 'next-intl';
import Link from '@/components/ui/link';
import { useMemo } from 'react';
import type { Columns } from '@/components/dashboard/data-table/columns';
import { StatusLabel } from '@/components/ui/status-label';
import type { User } from '@/lib/users/hooks';
import { formatDate, ROLE_KEYS, USER_STATUS_TONES } from '@/lib/dashboard/labels';
import { Avatar } from '@/components/dashboard/shell/avatar';

/** The users table's columns: name with email, phone, company, role, status and since when. */
export function useUserColumns(showCompany: boolean): Columns<User> {
  const t = useTranslations('dashboardUsers');
  const roles = useTranslations('dashboard.roles');
  const locale = useLocale();
  return useMemo(
    () => [
      {
        id: 'name',
        header: t('columns.name'),
        sortKey: 'name',
        hideable: false,
        cell: (u: User) => (
          <div className="flex items-center gap-3">
            <Avatar name={u.name} photo={u.profilePhotoPath} className="size-9 shrink-0" />
            <div className="min-w-0">
              <Link
                href={`/dashboard/user/${u.id}/edit`}
                dir="auto"
                className="block truncate font-semibold hover:underline"
              >
                {u.name}
              </Link>
              <span dir="auto" className="block truncate text-ink-subtle">
                {u.email}
              </span>
            </div>
          </div>
        ),
      },
      { id: 'phone', header: t('columns.phone'), hideBelow: 'md' as const, cell: (u: User) => u.phoneNumber || '—' },
      ...(showCompany
        ? [
            {
              id: 'company',
              header: t('columns.company'),
              hideBelow: 'lg' as const,
              cell: (u: User) => u.companyCodeNumber ?? '—',
            },
          ]
        : []),
      {
        id: 'role',
        header: t('columns.role'),
        sortKey: 'role',
        hideBelow: 'sm' as const,
        cell: (u: User) => roles(ROLE_KEYS[u.role]),
      },
      {
        id: 'status',
        header: t('columns.status'),
        sortKey: 'status',
        cell: (u: User) => <StatusLabel tone={USER_STATUS_TONES[u.status]}>{t(`statuses.${u.status}`)}</StatusLabel>,
      },
      {
        id: 'createdAt',
        header: t('columns.createdAt'),
        sortKey: 'createdAt',
        hideBelow: 'lg' as const,
        cell: (u: User) => formatDate(u.createdAt, locale),
      },
    ],
    [t, roles, locale, showCompany],
  );
}
