'use client';

import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useTransition } from 'react';
import { usePathname, useRouter } from '@/lib/i18n/navigation';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, LOCALE_STORAGE_KEY, locales, type Locale } from '@/lib/i18n/routing';

/** Switches language on the current page and remembers the choice (local storage and the NEXT_LOCALE cookie). */
export function LanguageMenu() {
  const t = useTranslations('language');
  const nav = useTranslations('nav');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const pathname = usePathname();
  const [pending, startTransition] = useTransition();

  useEffect(() => {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  }, [locale]);

  function choose(next: Locale) {
    localStorage.setItem(LOCALE_STORAGE_KEY, next);
    document.cookie = `${LOCALE_COOKIE}=${next}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE}; samesite=lax`;
    startTransition(() => router.replace(pathname, { locale: next }));
  }

  return (
    <Menu as="div" className="relative">
      <MenuButton
        aria-label={`${nav('language')}: ${t(locale)}`}
        className="inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded px-2 text-sm font-semibold hover:bg-surface-muted sm:px-3"
        aria-busy={pending || undefined}
      >
        <svg aria-hidden viewBox="0 0 24 24" className="hidden size-5 sm:block" fill="none" stroke="currentColor" strokeWidth="1.8">
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3Z" />
        </svg>
        <span className="uppercase">{locale}</span>
      </MenuButton>
      <MenuItems anchor="bottom end" className="z-50 w-40 rounded border border-ink/10 bg-white p-1 shadow-card focus:outline-none">
        {locales.map((l) => (
          <MenuItem key={l}>
            <button
              type="button"
              lang={l}
              onClick={() => choose(l)}
              aria-current={l === locale ? 'true' : undefined}
              className="block w-full rounded px-3 py-2 text-start text-sm data-[focus]:bg-surface-muted aria-[current=true]:font-bold"
            >
              {t(l)}
            </button>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}
