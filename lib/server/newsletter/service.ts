import 'server-only';
import { count, desc, eq, sql } from 'drizzle-orm';
import { HEAD_OFFICE_COMPANY_CODE } from '@/lib/brand';
import { isSuperAdmin } from '@/lib/roles';
import type { NewsletterInput } from '@/lib/newsletter/schemas';
import type { Pagination } from '@/lib/schemas/common';
import type { Actor } from '@/lib/server/auth/actor';
import type { Db } from '@/lib/server/db/client';
import { companies, newsletterSubscribers } from '@/lib/server/db/schema';
import { forbidden, notFound } from '@/lib/server/http/errors';
import { pageOf } from '@/lib/server/auth/access';

export const SUBSCRIBED_MESSAGE = 'Subscribed successfully!';
export const ALREADY_SUBSCRIBED_MESSAGE = 'You are already subscribed.';

/**
 * Adds an email to the newsletter list. Emails are unique whatever their case; signing up again is not an error
 * (the visitor wants to be subscribed, and is): it answers 200 with a friendly message.
 */
export async function subscribe(db: Db, input: NewsletterInput) {
  const email = input.email.trim().toLowerCase();
  const inserted = await db
    .insert(newsletterSubscribers)
    .values({ email })
    .onConflictDoNothing()
    .returning({ id: newsletterSubscribers.id });
  return { message: inserted.length ? SUBSCRIBED_MESSAGE : ALREADY_SUBSCRIBED_MESSAGE };
}

/** The list belongs to the public site, i.e. the head office: its Administrators and Super Administrators see it. */
async function assertHeadOfficeStaff(db: Db, actor: Actor) {
  if (isSuperAdmin(actor.role)) return;
  const [hq] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.code, HEAD_OFFICE_COMPANY_CODE))
    .limit(1);
  if (!hq || actor.companyId !== hq.id) throw forbidden();
}

export async function listSubscribers(db: Db, actor: Actor, input: Pagination) {
  await assertHeadOfficeStaff(db, actor);
  const { limit, offset } = pageOf(input);
  const [data, [total]] = await Promise.all([
    db
      .select()
      .from(newsletterSubscribers)
      .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(newsletterSubscribers),
  ]);
  return { data, totalRecords: total?.value ?? 0 };
}

export async function deleteSubscriber(db: Db, actor: Actor, id: string) {
  await assertHeadOfficeStaff(db, actor);
  const deleted = await db
    .delete(newsletterSubscribers)
    .where(eq(newsletterSubscribers.id, id))
    .returning({ id: newsletterSubscribers.id });
  if (!deleted.length) throw notFound('Subscriber not found');
  return { success: true, id };
}

/** Used by tests and the office: is this address on the list (case-insensitive)? */
export async function isSubscribed(db: Db, email: string) {
  const [row] = await db
    .select({ id: newsletterSubscribers.id })
    .from(newsletterSubscribers)
    .where(eq(sql`lower(${newsletterSubscribers.email})`, email.trim().toLowerCase()))
    .limit(1);
  return Boolean(row);
}
