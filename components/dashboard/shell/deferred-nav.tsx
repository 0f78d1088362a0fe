'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import { useSettings } from '@/components/dashboard/settings/settings-context';
import type { NavVariant } from './nav-tree';

const ClientNav = lazy(() => import('./client-nav'));

/** MenuButton sends it before opening the phone drawer, whose menu is drawn on first use. */
export const DRAWER_OPEN_EVENT = 'dashboard:nav-drawer-open';

/**
 * The page's HTML carries one menu: the layout the settings cookie names (app/dashboard/layout.tsx). This stands in
 * for a layout the server did not draw and draws it in the browser when the settings switch to it.
 */
export function DeferredLayoutNav({ variant }: { variant: NavVariant }) {
  const { settings, ready } = useSettings();
  if (!ready || settings.themeLayout !== variant) return null;
  return (
    <Suspense fallback={null}>
      <ClientNav variant={variant} />
    </Suspense>
  );
}

/** The phone drawer's menu, drawn when the drawer first opens (phones never show the side menu it repeats). */
export function DeferredDrawerNav() {
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    const open = () => setOpened(true);
    window.addEventListener(DRAWER_OPEN_EVENT, open);
    return () => window.removeEventListener(DRAWER_OPEN_EVENT, open);
  }, []);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ClientNav variant="vertical" />
    </Suspense>
  );
}
