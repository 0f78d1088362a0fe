import { defineRouting } from 'next-intl/routing';

export const locales = ['en', 'fr', 'vi', 'zh', 'ar'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';
export const rtlLocales: readonly Locale[] = ['ar'];
export const directionOf = (locale: string) => (rtlLocales.includes(locale as Locale) ? 'rtl' : 'ltr');
export const LOCALE_STORAGE_KEY = 'locale';
export const LOCALE_COOKIE = 'NEXT_LOCALE';
export const LOCALE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  localeCookie: { name: LOCALE_COOKIE, maxAge: LOCALE_COOKIE_MAX_AGE, sameSite: 'lax' },
});
