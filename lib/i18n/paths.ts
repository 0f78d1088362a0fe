import { defaultLocale, locales } from './routing';

const prefixed = new Set<string>(locales.filter((l) => l !== defaultLocale));

/**
 * The public path of `href` in `locale`: English unprefixed, the others under /fr, /vi, /zh, /ar (the routing's
 * 'as-needed' prefix). A query string or fragment is kept. Pure, so server components and the smallest client
 * components can use it without loading next-intl in the browser.
 */
export function localizedPath(href: string, locale: string): string {
  const cut = href.search(/[?#]/);
  const path = cut === -1 ? href : href.slice(0, cut);
  const rest = cut === -1 ? '' : href.slice(cut);
  if (!prefixed.has(locale)) return `${path || '/'}${rest}`;
  return `/${locale}${path === '/' || path === '' ? '' : path}${rest}`;
}

/** The path without its locale prefix: '/fr/about' → '/about', '/ar' → '/', '/about' → '/about'. */
export function stripLocale(pathname: string): string {
  const [, first, ...rest] = pathname.split('/');
  if (first && prefixed.has(first)) return `/${rest.join('/')}`;
  return pathname || '/';
}
