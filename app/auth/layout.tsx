import type { Metadata } from 'next';
import { HydrateAfterDocument } from '@/components/ui/hydrate-after-document';
import Link from '@/components/ui/link';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { JsPendingReason } from '@/components/ui/js-pending-reason';
import { BRAND } from '@/lib/brand';
import { rememberedLocale } from '@/lib/i18n/remembered-locale';
import { defaultLocale, directionOf } from '@/lib/i18n/routing';
import { preloadSiteFonts } from '@/app/latin-font';
import { SiteStyles } from '@/components/site/site-styles';

export const metadata: Metadata = { robots: { index: false, follow: false }, icons: { icon: '/images/logo.svg' } };

// The sign-in screens speak the language the visitor chose on the public site (NEXT_LOCALE cookie).
export default async function AuthLayout({ children }: { children: ReactNode }) {
  const locale = await rememberedLocale();
  const [t, all] = await Promise.all([getTranslations({ locale, namespace: 'auth.layout' }), getMessages({ locale })]);
  preloadSiteFonts(locale);
  return (
    <html lang={locale} dir={directionOf(locale)}>
      <body className="min-h-screen bg-surface-muted font-sans text-ink">
        <SiteStyles />
        <HydrateAfterDocument>
          <JsPendingReason locale={locale} />
          <NextIntlClientProvider locale={locale} messages={{ auth: all.auth, security: all.security }}>
            <div className="grid min-h-screen lg:grid-cols-[minmax(0,480px)_1fr]">
              <aside className="hidden flex-col justify-between bg-brand-900 p-10 text-white lg:flex">
                <p className="text-xl font-extrabold">{BRAND}</p>
                <div>
                  <p className="text-3xl font-bold leading-tight">{t('welcome')}</p>
                  <p className="mt-3 text-brand-100">{t('blurb')}</p>
                </div>
                <p className="text-sm text-brand-200">{t('headOffice')}</p>
              </aside>
              <main className="flex flex-col px-4 py-8 sm:px-10">
                <Link
                  href={locale === defaultLocale ? '/' : `/${locale}`}
                  className="inline-flex min-h-11 items-center gap-2 self-start text-sm font-semibold text-brand-800 hover:underline"
                >
                  <span aria-hidden className="inline-block rtl:rotate-180">
                    ←
                  </span>{' '}
                  {t('backHome')}
                </Link>
                <div className="mx-auto w-full max-w-md py-8 lg:pt-[8vh]">{children}</div>
              </main>
            </div>
          </NextIntlClientProvider>
        </HydrateAfterDocument>
      </body>
    </html>
  );
}
