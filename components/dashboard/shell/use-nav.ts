'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { navFor, type NavGroup } from '@/lib/dashboard/nav';
import { useSession } from '@/components/dashboard/session-context';

/** The signed-in role's menu (SPEC §6) and a translator for its titles. */
export function useRoleNav(): { groups: NavGroup[]; title: (key: string) => string } {
  const { user } = useSession();
  const t = useTranslations('dashboard.nav');
  const headOffice = user.company?.headOffice;
  const groups = useMemo(() => navFor(user.role, { headOffice }), [user.role, headOffice]);
  return { groups, title: (key: string) => t(key as never) };
}
