import type { Metadata, Viewport } from 'next';
import { APP_SHORT_NAME, BRAND_COLOUR } from '@/lib/brand';
import { NextIntlClientProvider } from 'next-intl';
import { redirect } from 'next/navigation';
import { cookies, headers } from 'next/headers';
import type { ReactNode } from 'react';
import { DashboardProviders } from '@/components/dashboard/providers';
import { HydrateAfterDocument } from '@/components/ui/hydrate-after-document';
import { Shell } from '@/components/dashboard/shell/shell';
import { DEFAULT_SETTINGS, NAV_LAYOUT_COOKIE, navLayoutOf, settingsAttributes } from '@/lib/dashboard/settings';
import { SETTINGS_BOOT_SCRIPT } from '@/lib/dashboard/settings-boot';
import { dashboardLocale, dashboardMessages } from '@/lib/i18n/dashboard';
import { directionOf } from '@/lib/i18n/routing';
import { nonceOf } from '@/lib/security/csp';
import { currentSession } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { rememberChosenLocale } from '@/lib/server/users/locale';
import { publicSans, preloadLatinFont } from '@/app/fonts';
import '@/app/globals.css';
import { urlOf } from '@/lib/http/client';
import { SIGN_OUT_PENDING_COOKIE } from '@/lib/offline/cache-names';
import { NAV_PATH_HEADER } from '@/lib/dashboard/routes';

export const metadata: Metadata = {
  title: { absolute: 'Dashboard' },
  robots: { index: false, follow: false },
  // The installable back office (issue 39); public pages carry no manifest.
  manifest: '/dashboard/manifest.webmanifest',
  appleWebApp: { capable: true, title: APP_SHORT_NAME },
};
export const viewport: Viewport = { themeColor: BRAND_COLOUR };
export const dynamic = 'force-dynamic';

/**
 * The guarded back office: the session is read once here, on the server (the middleware guards too, and every API
 * call checks again); the screens below render on the client and talk to the HTTP API through React Query.
 */
export default async function DashboardLayout({ children }: { children: ReactNode }) {
  const [session, cookieStore, requestHeaders] = await Promise.all([currentSession(), cookies(), headers()]);
  // A cookie whose session has ended (password changed, banned, signed out everywhere) is dropped on the way to
  // sign-in; redirecting straight to the login page would bounce between it and here. So is one a Cleaner signed out
  // of with no signal (issue 39): the phone asked for it to end at the next connection.
  const signedOutOffline = cookieStore.has(SIGN_OUT_PENDING_COOKIE);
  if (!session || signedOutOffline)
    redirect(urlOf('GET /api/auth/sessionEnded', { query: { returnTo: '/dashboard' } }));
  const locale = await dashboardLocale();
  // A language chosen in the menu (NEXT_LOCALE) becomes the user's mail language too.
  await rememberChosenLocale(getDb, session.user.id);
  const direction = directionOf(locale) as 'ltr' | 'rtl';
  preloadLatinFont(locale);
  // The stored layout (mirrored into a cookie by the settings) decides which menu the server draws; the boot script
  // below still applies the stored settings themselves before the first paint.
  const navLayout = navLayoutOf(cookieStore.get(NAV_LAYOUT_COOKIE)?.value);
  const attributes = settingsAttributes({ ...DEFAULT_SETTINGS, themeDirection: direction, themeLayout: navLayout });
  // Next puts the request's nonce on its own scripts; this one is ours, so it carries the nonce itself.
  const nonce = nonceOf(requestHeaders.get('content-security-policy'));
  const path = requestHeaders.get(NAV_PATH_HEADER) ?? '';
  return (
    <html lang={locale} className={publicSans.variable} suppressHydrationWarning {...attributes}>
      <head>
        {/* Applies the stored settings (mode, layout, colours) before the first paint: no flash on reload. The script
            is a constant built from our own settings lists, with no user input in it: nothing to sanitize. */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: SETTINGS_BOOT_SCRIPT }} />
      </head>
      <body className="min-h-screen bg-surface-muted font-sans text-ink">
        {/* The shell's payload is split into rows, and its client chunks arrive, after hydration could have begun. */}
        <HydrateAfterDocument>
          <NextIntlClientProvider locale={locale} messages={await dashboardMessages(locale)} timeZone="Europe/London">
            <DashboardProviders session={session} locale={locale} direction={direction}>
              <Shell user={session.user} locale={locale} navLayout={navLayout} path={path}>
                {children}
              </Shell>
            </DashboardProviders>
          </NextIntlClientProvider>
        </HydrateAfterDocument>
      </body>
    </html>
  );
}
