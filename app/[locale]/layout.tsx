import type { Metadata, Viewport } from 'next';
import { HydrateAfterDocument } from '@/components/ui/hydrate-after-document';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { CookieBanner } from '@/components/site/cookie-banner';
import { COOKIE_BANNER_SCRIPT } from '@/lib/consent';
import { ErrorLabelsProvider } from '@/components/site/error-labels';
import { SiteFooter } from '@/components/site/site-footer';
import { SiteStyles } from '@/components/site/site-styles';
import { SiteHeader } from '@/components/site/site-header';
import { localizedPath } from '@/lib/i18n/paths';
import { directionOf, isLocale, routing } from '@/lib/i18n/routing';
import { siteUrl } from '@/lib/seo';
import { preloadSiteFonts } from '@/app/latin-font';

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'meta' });
  return { metadataBase: new URL(siteUrl()), description: t('homeDescription'), icons: { icon: '/images/logo.svg' } };
}

export const viewport: Viewport = { themeColor: '#064e41' };

export default async function LocaleLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  // No messages provider for the whole page: server components render the texts, the always-present client parts
  // (menus, buttons, banner) get theirs as props, and each form brings its own namespaces (components/site/islands).
  const [c, common] = await Promise.all([getTranslations('cookie'), getTranslations('common')]);
  const home = localizedPath('/', locale);
  preloadSiteFonts(locale);
  return (
    <html lang={locale} dir={directionOf(locale)}>
      <body className="flex min-h-screen flex-col font-sans">
        <SiteStyles />
        {/* Hydrates once the page has loaded: the header and footer reach the browser as lazy rows and client chunks. */}
        <HydrateAfterDocument>
          <SiteHeader />
          <ErrorLabelsProvider
            labels={{ text: common('errorText'), retry: common('retry'), home: common('home'), homeHref: home }}
          >
            <main id="main" className="flex-1">
              {children}
            </main>
          </ErrorLabelsProvider>
          <SiteFooter />
          <CookieBanner
            labels={{ label: c('label'), text: c('text'), accept: c('accept'), policy: c('policy') }}
            policyHref={localizedPath('/terms-and-conditions', locale)}
          />
        </HydrateAfterDocument>
        {/* A constant from lib/consent.ts (no request or stored data reaches it, so nothing to sanitize), allowed by its
            hash in every CSP: shows the banner before the first paint unless consent was given. */}
        <script dangerouslySetInnerHTML={{ __html: COOKIE_BANNER_SCRIPT }} />
      </body>
    </html>
  );
}
