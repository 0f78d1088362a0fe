import 'server-only';
import { rememberedLocale } from './remembered-locale';
import type { Locale } from './routing';

/** The back office has no locale in its URLs: it speaks the language the visitor last chose, as the sign-in does. */
export const dashboardLocale = (): Promise<Locale> => rememberedLocale();

type Messages = Record<string, unknown>;

/**
 * The message namespaces the back office sends to the browser: every top-level namespace whose name starts with
 * `dashboard` (one per module: dashboardUsers, dashboardJobs, ...) plus the language names for the language menu.
 */
export async function dashboardMessages(locale: Locale): Promise<Messages> {
  const all = (await import(`../../messages/${locale}.json`)).default as Messages;
  return Object.fromEntries(Object.entries(all).filter(([key]) => key.startsWith('dashboard') || key === 'language'));
}
