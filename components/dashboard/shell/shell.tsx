import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { Fragment, type ReactNode } from 'react';
import { navFor } from '@/lib/dashboard/nav';
import type { ThemeLayout } from '@/lib/dashboard/settings';
import type { SessionUser } from '@/lib/server/auth/session';
import { Header } from './header';
import { DeferredDrawerNav, DeferredLayoutNav } from './deferred-nav';
import { CollapseToggle } from './islands';
import { Logo } from './logo';
import { NavState } from './nav-state';
import { NavIconSprite } from './nav-icon-sprite';
import { NavTree } from './nav-tree';
import { SessionExpiry } from './session-expiry';

/**
 * The back office's frame, rendered on the server for the signed-in role. The HTML carries one menu, the layout the
 * stored settings name (their cookie, `navLayout`), so a reload never flashes another layout; the stylesheet shows it
 * by <html data-layout>. The other layouts, and the phone drawer's copy of the menu, are drawn in the browser when
 * first needed (deferred-nav.tsx): a page's HTML and hydration carry one menu instead of four. The screens inside are
 * client components.
 */
export async function Shell({
  user,
  locale,
  navLayout,
  path,
  children,
}: {
  user: SessionUser;
  locale: string;
  navLayout: ThemeLayout;
  /** The page's path (the middleware's NAV_PATH_HEADER): the side menu is drawn with its section open. */
  path: string;
  children: ReactNode;
}) {
  const t = await getTranslations('dashboard');
  const groups = navFor(user.role, { headOffice: user.company?.headOffice });
  const title = (key: string) => t(`nav.${key}` as never);
  const label = t('nav.label');
  return (
    <div className="min-h-screen bg-surface-muted text-ink">
      <NavIconSprite groups={groups} />
      <a
        href="#main"
        className="sr-only z-50 rounded bg-surface px-4 py-2 font-semibold focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
      >
        {t('skipToContent')}
      </a>
      <aside className="fixed inset-y-0 start-0 z-40 hidden w-nav flex-col border-e border-line bg-surface lg:flex layout-mini:w-nav-mini layout-horizontal:lg:hidden">
        <div className="flex h-header-lg items-center px-4 layout-mini:justify-center layout-mini:px-2">
          <span className="layout-mini:hidden">
            <Logo />
          </span>
          <span className="hidden layout-mini:inline">
            <Logo compact />
          </span>
        </div>
        <CollapseToggle
          collapse={t('collapseMenu')}
          expand={t('expandMenu')}
          collapseIcon={<PanelLeftClose aria-hidden className="size-4 rtl:-scale-x-100" />}
          expandIcon={<PanelLeftOpen aria-hidden className="size-4 rtl:-scale-x-100" />}
        />
        <div className="flex-1 overflow-y-auto">
          <div className="layout-mini:hidden">
            {navLayout === 'vertical' ? (
              <NavTree groups={groups} variant="vertical" label={label} title={title} current={path} />
            ) : (
              <DeferredLayoutNav variant="vertical" />
            )}
          </div>
          <div className="hidden layout-mini:block">
            {navLayout === 'mini' ? (
              <NavTree groups={groups} variant="mini" label={label} title={title} />
            ) : (
              <DeferredLayoutNav variant="mini" />
            )}
          </div>
        </div>
        <p className="px-4 pb-3 text-xs text-ink-subtle layout-mini:text-center">{t('version')}</p>
      </aside>

      <div className="lg:ps-[280px] layout-mini:lg:ps-[88px] layout-horizontal:lg:ps-0">
        <Header user={user} locale={locale} />
        <div className="hidden layout-horizontal:lg:block">
          {navLayout === 'horizontal' ? (
            <NavTree groups={groups} variant="horizontal" label={label} title={title} />
          ) : (
            <DeferredLayoutNav variant="horizontal" />
          )}
        </div>
        <main
          id="main"
          tabIndex={-1}
          className="mx-auto w-full max-w-[1200px] px-4 pb-16 pt-6 focus:outline-none sm:px-6 lg:px-10 lg:pt-8 min-[1600px]:stretch:max-w-none"
        >
          {/* Keyed: the screen's segment may still be loading when hydration starts; suspending right under <main>
              trips a React bug that re-renders the whole page (docs/architecture.md, facebook/react#35494). */}
          <Fragment key="screen">{children}</Fragment>
        </main>
      </div>

      {/* The phone drawer (260 px): the same menu in a native modal dialog; MenuButton opens it, NavState closes it. */}
      <dialog
        id="nav-drawer"
        data-drawer
        aria-label={label}
        className="m-0 h-dvh max-h-dvh w-drawer-nav max-w-[calc(100vw-2rem)] bg-surface p-0 text-ink shadow-card backdrop:bg-black/50 open:animate-[drawer-in_180ms_ease-out] rtl:open:animate-[drawer-in-rtl_180ms_ease-out]"
      >
        <form method="dialog" className="flex items-center justify-between px-4 py-3">
          <Logo />
          <button
            className="inline-flex size-11 items-center justify-center rounded-full text-2xl text-ink-muted hover:bg-ink/5"
            aria-label={t('closeMenu')}
          >
            ×
          </button>
        </form>
        <DeferredDrawerNav />
      </dialog>
      <NavState />
      <SessionExpiry />
    </div>
  );
}
