import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { CookieBanner } from '@/components/site/cookie-banner';
import { SiteFooter } from '@/components/site/site-footer';
import { SiteHeader } from '@/components/site/site-header';
import { directionOf, routing } from '@/lib/i18n/routing';
import { siteUrl } from '@/lib/seo';
import { publicSans } from '../fonts';
import '../globals.css';

/** Message namespaces client components read with useTranslations; everything else stays on the server. */
const CLIENT_NAMESPACES = [
  'nav', 'language', 'common', 'serviceNames', 'areas',
  'forms', 'enquiry', 'quote', 'callback', 'newsletter', 'franchise', 'blog', 'career', 'apply', 'contact',
];

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'meta' });
  return { metadataBase: new URL(siteUrl()), description: t('homeDescription'), icons: { icon: '/images/logo.svg' } };
}

export const viewport: Viewport = { themeColor: '#064e41' };

export default async function LocaleLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const all = await getMessages();
  const messages: AbstractIntlMessages = Object.fromEntries(CLIENT_NAMESPACES.filter((ns) => ns in all).map((ns) => [ns, all[ns]]));
  const c = await getTranslations('cookie');
  return (
    <html lang={locale} dir={directionOf(locale)} className={publicSans.variable}>
      <body className="flex min-h-screen flex-col font-sans">
        <NextIntlClientProvider messages={messages}>
          <SiteHeader />
          <main id="main" className="flex-1">
            {children}
          </main>
          <SiteFooter />
          <CookieBanner labels={{ label: c('label'), text: c('text'), accept: c('accept'), policy: c('policy') }} />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
