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
  await db.update(users).set({ locale }).where(and(eq(users.id, userId), sql`${users.locale} is distinct from ${locale}`));
}

/** The back office's language menu sets NEXT_LOCALE and refreshes the layout, which calls this with the session's user. */
export async function rememberChosenLocale(db: Db, userId: string) {
  await rememberLocale(db, userId, (await cookies()).get(LOCALE_COOKIE)?.value);
}
