import type { Metadata } from 'next';
import { HydrateAfterDocument } from '@/components/ui/hydrate-after-document';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { Snackbars } from '@/components/ui/snackbar';
import { dashboardLocale, dashboardMessages } from '@/lib/i18n/dashboard';
import { directionOf } from '@/lib/i18n/routing';
import { publicSans } from '@/app/fonts';
import '@/app/globals.css';

export const metadata: Metadata = { title: { absolute: 'Components' }, robots: { index: false, follow: false } };

/** /components: the back office's kit as a living style guide, in the visitor's language. */
export default async function ShowcaseLayout({ children }: { children: ReactNode }) {
  const locale = await dashboardLocale();
  const direction = directionOf(locale) as 'ltr' | 'rtl';
  return (
    <html lang={locale} dir={direction} className={publicSans.variable} data-mode="light" data-layout="vertical">
      <body className="min-h-screen bg-surface-muted font-sans text-ink">
        <HydrateAfterDocument>
          <NextIntlClientProvider locale={locale} messages={await dashboardMessages(locale)} timeZone="Europe/London">
            {children}
            <Snackbars dir={direction} />
          </NextIntlClientProvider>
        </HydrateAfterDocument>
      </body>
    </html>
  );
}
