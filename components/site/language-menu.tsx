'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useTransition } from 'react';
import { DropdownMenu } from '@/components/ui/dropdown-menu';
import { localizedPath, stripLocale } from '@/lib/i18n/paths';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, LOCALE_STORAGE_KEY, locales, type Locale } from '@/lib/i18n/routing';

type Props = { locale: Locale; label: string; names: Record<Locale, string> };

/**
 * Switches language on the current page and remembers the choice (local storage, and the NEXT_LOCALE cookie that
 * the middleware reads on an unprefixed address). Texts come from the server as props: no intl runtime in the browser.
 */
export function LanguageMenu({ locale, label, names }: Props) {
  const router = useRouter();
  const pathname = usePathname();
  const [pending, startTransition] = useTransition();

  // The language a visitor reads in is remembered here, in the browser, not by a Set-Cookie on the (shared, cached)
  // static page: the sign-in screens and unprefixed addresses then follow it.
  useEffect(() => {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
    document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE}; samesite=lax`;
  }, [locale]);

  function choose(next: Locale) {
    localStorage.setItem(LOCALE_STORAGE_KEY, next);
    document.cookie = `${LOCALE_COOKIE}=${next}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE}; samesite=lax`;
    startTransition(() => router.replace(localizedPath(stripLocale(pathname), next)));
  }

  return (
    <DropdownMenu
      label={`${label}: ${names[locale]}`}
      buttonClassName="inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded px-2 text-sm font-semibold hover:bg-surface-muted aria-busy:opacity-70 sm:px-3"
      button={
        <>
          <svg
            aria-hidden
            viewBox="0 0 24 24"
            className="hidden size-5 sm:block"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
          >
            <circle cx="12" cy="12" r="9" />
            <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3Z" />
          </svg>
          <span className="uppercase" aria-busy={pending || undefined}>
            {locale}
          </span>
        </>
      }
      panelClassName="end-0 w-40 rounded border border-ink/10 bg-white p-1 shadow-card"
    >
      {locales.map((l) => (
        <button
          key={l}
          type="button"
          role="menuitem"
          tabIndex={-1}
          lang={l}
          onClick={() => choose(l)}
          aria-current={l === locale ? 'true' : undefined}
          className="block w-full rounded px-3 py-2 text-start text-sm hover:bg-surface-muted focus:bg-surface-muted aria-[current=true]:font-bold"
        >
          {names[l]}
        </button>
      ))}
    </DropdownMenu>
  );
}
