import { defineRouting } from 'next-intl/routing';

export const locales = ['en', 'fr', 'vi', 'zh', 'ar'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';
export const rtlLocales: readonly Locale[] = ['ar'];
export const isLocale = (value: unknown): value is Locale => locales.includes(value as Locale);
export const directionOf = (locale: string) => (rtlLocales.includes(locale as Locale) ? 'rtl' : 'ltr');
export const LOCALE_STORAGE_KEY = 'locale';
export const LOCALE_COOKIE = 'NEXT_LOCALE';
export const LOCALE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  // Read on an unprefixed address to return a visitor to the language they last read or chose (the language menu
  // writes it in the browser); the middleware never sets it, so static pages stay cacheable (see middleware.ts).
  localeCookie: { name: LOCALE_COOKIE, maxAge: LOCALE_COOKIE_MAX_AGE, sameSite: 'lax' },
  // hreflang alternates are in each page's HTML, on the configured site origin (lib/seo.ts). The middleware's Link
  // header would name the request's origin instead: two origins for one page, which search engines flag.
  alternateLinks: false,
});
