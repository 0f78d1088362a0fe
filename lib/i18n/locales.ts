// The site's languages as plain values, with no next-intl import: schemas and client code that only need the list
// (zod enums, a direction) import this, so they do not pull next-intl's routing runtime into every page's first load.
export const locales = ['en', 'fr', 'vi', 'zh', 'ar'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';
export const rtlLocales: readonly Locale[] = ['ar'];
export const isLocale = (value: unknown): value is Locale => locales.includes(value as Locale);
export const directionOf = (locale: string) => (rtlLocales.includes(locale as Locale) ? 'rtl' : 'ltr');
export const LOCALE_STORAGE_KEY = 'locale';
export const LOCALE_COOKIE = 'NEXT_LOCALE';
export const LOCALE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;
