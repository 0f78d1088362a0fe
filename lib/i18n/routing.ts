import { defineRouting } from 'next-intl/routing';
import { defaultLocale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, locales } from './locales';

export * from './locales';

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
