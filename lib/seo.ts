import type { Metadata } from 'next';
import { BRAND } from '@/lib/brand';
import { env } from '@/lib/env';
import { getPathname } from '@/lib/i18n/navigation';
import { defaultLocale, locales, type Locale } from '@/lib/i18n/routing';

/** Production address used when SITE_URL is not set (absolute URLs in canonicals, hreflang, sitemap, JSON-LD). */
export const DEFAULT_SITE_URL = 'https://www.brightside-cleaning.co.uk';

export const siteUrl = () => (env().SITE_URL ?? DEFAULT_SITE_URL).replace(/\/+$/, '');

/** Absolute URL of a public path in a locale (English unprefixed, others under /fr, /vi, /zh, /ar). */
export function localizedUrl(path: string, locale: Locale): string {
  const pathname = getPathname({ href: path, locale });
  return `${siteUrl()}${pathname === '/' && locale === defaultLocale ? '' : pathname}` || siteUrl();
}

/** hreflang map for a path: every locale plus x-default (English). */
export function languageAlternates(path: string): Record<string, string> {
  const map: Record<string, string> = {};
  for (const l of locales) map[l] = localizedUrl(path, l);
  map['x-default'] = localizedUrl(path, defaultLocale);
  return map;
}

const OG_LOCALES: Record<Locale, string> = { en: 'en_GB', fr: 'fr_FR', vi: 'vi_VN', zh: 'zh_CN', ar: 'ar_AR' };

type PageMeta = { locale: Locale; path: string; title: string; description?: string; image?: string; imageAlt?: string; type?: 'website' | 'article' };

/** Title (the root template appends the brand), description, canonical, hreflang alternates, Open Graph and Twitter card. */
export function pageMetadata({ locale, path, title, description, image = '/images/og-default.png', imageAlt, type = 'website' }: PageMeta): Metadata {
  const url = localizedUrl(path, locale);
  const fullTitle = `${title} | ${BRAND}`;
  const images = [{ url: image.startsWith('http') ? image : `${siteUrl()}${image}`, width: 1200, height: 630, alt: imageAlt ?? BRAND }];
  return {
    title,
    description,
    alternates: { canonical: url, languages: languageAlternates(path) },
    openGraph: {
      type,
      url,
      title: fullTitle,
      description,
      siteName: BRAND,
      locale: OG_LOCALES[locale],
      alternateLocale: locales.filter((l) => l !== locale).map((l) => OG_LOCALES[l]),
      images,
    },
    twitter: { card: 'summary_large_image', title: fullTitle, description, images: images.map((i) => i.url) },
  };
}
