import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { users } from '@/lib/server/db/schema';
import { mailFormat } from '@/lib/server/mail/locale';

type Reader = Pick<Db, 'select'>;

/** The mail language and formats of a user (their `locale`; English without one, or without a user). */
export async function userMailFormat(db: Reader, userId: string | null | undefined) {
  const [row] = userId
    ? await db.select({ locale: users.locale }).from(users).where(eq(users.id, userId)).limit(1)
    : [];
  return mailFormat(row?.locale);
}
