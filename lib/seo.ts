import type { Metadata } from 'next';
import { BRAND } from '@/lib/brand';
import { env } from '@/lib/env';
import { localizedPath } from '@/lib/i18n/paths';
import { defaultLocale, locales, type Locale } from '@/lib/i18n/routing';

/** Production address used when SITE_URL is not set (absolute URLs in canonicals, hreflang, sitemap, JSON-LD). */
export const DEFAULT_SITE_URL = 'https://www.brightside-cleaning.co.uk';

/**
 * The site's public origin: the one source for canonical and hreflang links, the sitemap, robots.txt, JSON-LD and
 * Open Graph URLs. Never taken from a request (Host and X-Forwarded-* are client-controlled). Static pages are
 * rendered at build time, so in a build the value is the SITE_URL the build saw (next.config.mjs inlines it), and
 * pages rendered per request (sitemap, robots) use that same value; `npm start` rebuilds when SITE_URL changes.
 */
export function siteUrl(): string {
  const atBuild = process.env.BUILD_SITE_URL;
  const url = atBuild !== undefined ? atBuild || DEFAULT_SITE_URL : (env().SITE_URL ?? DEFAULT_SITE_URL);
  return url.replace(/\/+$/, '');
}

/** Absolute URL of a public path in a locale (English unprefixed, others under /fr, /vi, /zh, /ar). */
export function localizedUrl(path: string, locale: Locale): string {
  const pathname = localizedPath(path, locale);
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

type PageMeta = {
  locale: Locale;
  path: string;
  title: string;
  description?: string;
  image?: string;
  imageAlt?: string;
  type?: 'website' | 'article';
  /**
   * For content written in one language only (blog and job posts): the page in that language is the canonical one,
   * and no hreflang alternates are claimed, because the other locales' pages show the same untranslated text.
   */
  contentLocale?: Locale;
};

/** Title (the root template appends the brand), description, canonical, hreflang alternates, Open Graph and Twitter card. */
export function pageMetadata({
  locale,
  path,
  title,
  description,
  image = '/images/og-default.png',
  imageAlt,
  type = 'website',
  contentLocale,
}: PageMeta): Metadata {
  const url = localizedUrl(path, contentLocale ?? locale);
  const fullTitle = `${title} | ${BRAND}`;
  const images = [
    {
      url: image.startsWith('http') ? image : `${siteUrl()}${image}`,
      width: 1200,
      height: 630,
      alt: imageAlt ?? BRAND,
    },
  ];
  return {
    title,
    description,
    alternates: contentLocale ? { canonical: url } : { canonical: url, languages: languageAlternates(path) },
    openGraph: {
      type,
      url,
      title: fullTitle,
      description,
      siteName: BRAND,
      locale: OG_LOCALES[contentLocale ?? locale],
      alternateLocale: contentLocale ? [] : locales.filter((l) => l !== locale).map((l) => OG_LOCALES[l]),
      images,
    },
    twitter: { card: 'summary_large_image', title: fullTitle, description, images: images.map((i) => i.url) },
  };
}
