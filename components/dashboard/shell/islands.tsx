'use client';

import { useLocale } from 'next-intl';
import { useRouter } from 'next/navigation';
import { lazy, Suspense, useEffect, useState, useTransition, type ReactNode } from 'react';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, LOCALE_STORAGE_KEY, type Locale } from '@/lib/i18n/routing';
import { useSettings } from '@/components/dashboard/settings/settings-context';
import { DRAWER_OPEN_EVENT } from './deferred-nav';
import { untilHydrated, useHydrated } from '@/components/ui/use-hydrated';
import { useLogout } from './use-logout';
import { UnsentChangesDialog } from '@/components/dashboard/offline/unsent-changes-dialog';

// The interactive bits of the server-rendered shell, each as small as it can be. Labels and icons come from the server
// (rendered there), so no icon code ships with the shell.

const SearchDialog = lazy(() => import('./search-dialog'));
const SettingsDrawer = lazy(() => import('@/components/dashboard/settings/settings-drawer'));

const iconButton = 'inline-flex size-11 items-center justify-center rounded-full text-ink-muted hover:bg-ink/5';

/** Opens the phone drawer (a server-rendered <dialog id="nav-drawer">; its menu is drawn on first opening). */
export function MenuButton({ label, icon }: { label: string; icon: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <button
      type="button"
      {...untilHydrated(hydrated)}
      aria-label={label}
      aria-haspopup="dialog"
      className={`${iconButton} lg:hidden`}
      onClick={() => {
        window.dispatchEvent(new Event(DRAWER_OPEN_EVENT));
        (document.getElementById('nav-drawer') as HTMLDialogElement | null)?.showModal();
      }}
    >
      {icon}
    </button>
  );
}

/** Switches the side menu between its vertical (280 px) and mini (88 px) forms. */
export function CollapseToggle({
  collapse,
  expand,
  collapseIcon,
  expandIcon,
}: {
  collapse: string;
  expand: string;
  collapseIcon: ReactNode;
  expandIcon: ReactNode;
}) {
  const { settings, update } = useSettings();
  const mini = settings.themeLayout === 'mini';
  const hydrated = useHydrated();
  return (
    <button
      type="button"
      {...untilHydrated(hydrated)}
      onClick={() => update({ themeLayout: mini ? 'vertical' : 'mini' })}
      aria-label={mini ? expand : collapse}
      className="absolute -end-3.5 top-6 z-10 inline-flex size-7 items-center justify-center rounded-full border border-line bg-surface text-ink-muted shadow-sm hover:text-ink"
    >
      {mini ? expandIcon : collapseIcon}
    </button>
  );
}

/** The search button and Cmd/Ctrl+K; the dialog's code loads on first use. */
export function SearchTrigger({ label, shortcut, icon }: { label: string; shortcut: string; icon: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const hydrated = useHydrated();
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.metaKey || e.ctrlKey) && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        setLoaded(true);
        setOpen((v) => !v);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <>
      <button
        type="button"
        {...untilHydrated(hydrated)}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        aria-label={label}
        aria-keyshortcuts="Control+K Meta+K"
        aria-haspopup="dialog"
        className="inline-flex min-h-11 items-center gap-2 rounded-full px-3 text-ink-muted hover:bg-ink/5 sm:bg-ink/5"
      >
        {icon}
        <kbd className="hidden rounded bg-surface px-1.5 py-0.5 text-xs font-semibold text-ink-subtle shadow-sm sm:inline">
          {shortcut}
        </kbd>
      </button>
      {loaded ? (
        <Suspense fallback={null}>
          <SearchDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

/** The settings button; the drawer's code loads on first use. */
export function SettingsTrigger({ label, icon }: { label: string; icon: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const hydrated = useHydrated();
  return (
    <>
      <button
        type="button"
        {...untilHydrated(hydrated)}
        aria-label={label}
        aria-haspopup="dialog"
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        className={iconButton}
      >
        {icon}
      </button>
      {loaded ? (
        <Suspense fallback={null}>
          <SettingsDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

/** One language of the language menu: remembers the choice as the public site does, then re-renders in it. */
export function LanguageOption({ locale, children }: { locale: Locale; children: ReactNode }) {
  const router = useRouter();
  const current = useLocale();
  const [pending, startTransition] = useTransition();
  const hydrated = useHydrated();
  return (
    <button
      type="button"
      {...untilHydrated(hydrated)}
      lang={locale}
      aria-pressed={locale === current}
      aria-busy={pending || undefined}
      className="flex min-h-11 w-full items-center rounded px-3 text-start text-sm hover:bg-ink/5 aria-[pressed=true]:font-bold"
      onClick={() => {
        localStorage.setItem(LOCALE_STORAGE_KEY, locale);
        document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE}; samesite=lax`;
        (document.activeElement?.closest('details') as HTMLDetailsElement | null)?.removeAttribute('open');
        startTransition(() => router.refresh());
      }}
    >
      {children}
    </button>
  );
}

export function LogoutButton({ label }: { label: string }) {
  const { logout, leave, unsent, keepSession } = useLogout();
  const hydrated = useHydrated();
  return (
    <>
      <button
        type="button"
        {...untilHydrated(hydrated)}
        onClick={() => void logout()}
        className="flex min-h-11 w-full items-center rounded px-3 text-start text-sm font-semibold text-danger hover:bg-ink/5"
      >
        {label}
      </button>
      {unsent ? <UnsentChangesDialog count={unsent} onClose={keepSession} onConfirm={leave} /> : null}
    </>
  );
}
