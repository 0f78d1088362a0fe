'use client';

import { useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { markCurrentPage } from './nav-state';
import { NavTree, type NavVariant } from './nav-tree';
import { useRoleNav } from './use-nav';

/**
 * A menu drawn in the browser from the same config as the server's: the layouts the server did not draw (the
 * settings drawer switched to them) and the phone drawer, once opened. Loaded on demand (deferred-nav.tsx).
 */
export default function ClientNav({ variant }: { variant: NavVariant }) {
  const { groups, title } = useRoleNav();
  const t = useTranslations('dashboard.nav');
  const pathname = usePathname();
  useEffect(() => markCurrentPage(pathname), [pathname]);
  return <NavTree groups={groups} variant={variant} label={t('label')} title={title} />;
}
