import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { cookies } from 'next/headers';
import { isLocale, LOCALE_COOKIE } from '@/lib/i18n/routing';
import type { Db } from '@/lib/server/db/client';
import { users } from '@/lib/server/db/schema';

/**
 * Stores `locale` as the user's mail language when it changed (one statement that writes nothing otherwise).
 * Only an explicit choice counts: the NEXT_LOCALE cookie that the language menus write, not the browser's
 * Accept-Language, which would overwrite the language a Client booked in with whatever their browser prefers.
 */
export async function rememberLocale(db: Db, userId: string, locale: unknown) {
  if (!isLocale(locale)) return;
  await db
    .update(users)
    .set({ locale })
    .where(and(eq(users.id, userId), sql`${users.locale} is distinct from ${locale}`));
}

/** The back office's language menu sets NEXT_LOCALE and refreshes the layout, which calls this with the session's user. */
export async function rememberChosenLocale(db: () => Promise<Db>, userId: string) {
  try {
    await rememberLocale(await db(), userId, (await cookies()).get(LOCALE_COOKIE)?.value);
  } catch (error) {
    // The back office's shell needs no database (the session is a signed cookie): when it is down, the screens
    // still load and show their own error states, so a mail-language update that fails must not fail the page.
    console.warn("[locale] could not store the user's language:", error instanceof Error ? error.message : error);
  }
}
