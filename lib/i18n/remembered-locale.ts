import 'server-only';
import { cookies, headers } from 'next/headers';
import { defaultLocale, LOCALE_COOKIE, locales, type Locale } from './routing';

const isLocale = (value: string | undefined): value is Locale => locales.includes(value as Locale);

/** The best site locale for an Accept-Language header ('fr-FR,fr;q=0.9,en;q=0.8' → 'fr'), by quality then order. */
export function localeFromAcceptLanguage(header: string | null): Locale | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(
        params
          .find((p) => p.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? '1',
      );
      return { language: tag.trim().toLowerCase().split('-')[0], q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((r) => r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((r) => r.language).find(isLocale);
}

/**
 * The language of pages outside the locale-prefixed public site (the sign-in screens): the one the public site
 * remembered in the NEXT_LOCALE cookie, else the browser's preference, as next-intl's middleware decides, else English.
 */
export async function rememberedLocale(): Promise<Locale> {
  const cookie = (await cookies()).get(LOCALE_COOKIE)?.value;
  if (isLocale(cookie)) return cookie;
  return localeFromAcceptLanguage((await headers()).get('accept-language')) ?? defaultLocale;
}
