import 'server-only';
import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { env } from '@/lib/env';
import { MAIL_STATUS_FILTERS } from '@/lib/schemas/list-fields';
import type { ListMailsInput } from '@/lib/mail/schemas';
import type { Actor } from '@/lib/server/auth/actor';
import type { Db } from '@/lib/server/db/client';
import { mailOutbox } from '@/lib/server/db/schema';
import { conflict, notFound } from '@/lib/server/http/errors';
import { kickOutbox } from '@/lib/server/mail';
import { assertCompanyAdmin, companyFilter, likeTerm, orderOf, pageOf, pageResult } from '@/lib/server/auth/access';

type MailFilter = (typeof MAIL_STATUS_FILTERS)[number];
type MailStatus = typeof mailOutbox.$inferSelect.status;

/** The outbox's tabs over its stored statuses: waiting = queued or being sent now. */
const STATUSES_OF: Record<MailFilter, MailStatus[]> = {
  waiting: ['pending', 'sending'],
  sent: ['sent'],
  failed: ['failed'],
  stored: ['stored'],
};
const filterOf = (status: MailStatus): MailFilter =>
  status === 'pending' || status === 'sending' ? 'waiting' : status;

/** What a list row carries: everything but the message itself (text and HTML are read one at a time). */
const LIST_COLUMNS = {
  id: mailOutbox.id,
  to: mailOutbox.to,
  subject: mailOutbox.subject,
  category: mailOutbox.category,
  relatedId: mailOutbox.relatedId,
  companyId: mailOutbox.companyId,
  status: mailOutbox.status,
  attempts: mailOutbox.attempts,
  lastError: mailOutbox.lastError,
  nextAttemptAt: mailOutbox.nextAttemptAt,
  sentAt: mailOutbox.sentAt,
  createdAt: mailOutbox.createdAt,
};

/**
 * GET /api/Mail/Mails. The outbox of the admin's company (mail written for its enquiries, franchise leads, users and
 * estimates); Super Administrators see every mail, including those tied to no company (registration links).
 * Newest first unless sorted; `counts` per tab under the search: `{ data, totalRecords, totalPages, counts }`.
 */
export async function listMails(db: Db, actor: Actor, input: ListMailsInput) {
  const t = mailOutbox;
  const term = input.search ? likeTerm(input.search) : null;
  const withoutStatus = and(
    companyFilter(actor, t.companyId),
    term ? or(ilike(t.to, term), ilike(t.subject, term)) : undefined,
  );
  const filter: SQL | undefined = input.status
    ? and(withoutStatus, inArray(t.status, STATUSES_OF[input.status]))
    : withoutStatus;
  const { limit, offset } = pageOf(input);
  const order = orderOf(
    input,
    {
      createdAt: t.createdAt,
      sentAt: t.sentAt,
      to: sql`lower(${t.to})`,
      subject: sql`lower(${t.subject})`,
      category: t.category,
    },
    [desc(t.createdAt), desc(t.id)],
  );
  const [data, byStatus] = await Promise.all([
    db
      .select(LIST_COLUMNS)
      .from(t)
      .where(filter)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db.select({ status: t.status, value: count() }).from(t).where(withoutStatus).groupBy(t.status),
  ]);
  const counts = Object.fromEntries(MAIL_STATUS_FILTERS.map((f) => [f, 0])) as Record<MailFilter, number>;
  for (const row of byStatus) counts[filterOf(row.status)] += row.value;
  const all = byStatus.reduce((sum, r) => sum + r.value, 0);
  return { ...pageResult(data, input.status ? counts[input.status] : all, input.pageSize), counts: { all, ...counts } };
}

async function loadForAdmin(db: Db, actor: Actor, id: string) {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)).limit(1);
  if (!row) throw notFound('Mail not found');
  assertCompanyAdmin(actor, row.companyId);
  return row;
}

/** GET /api/Mail/GetMailById/{id}: one mail with its text, for an admin of its company (or a Super Administrator). */
export const getMailById = (db: Db, actor: Actor, id: string) => loadForAdmin(db, actor, id);

/**
 * POST /api/Mail/RetryMail/{id}: a failed mail goes back in the queue with a fresh count of attempts and is sent in
 * the background at once (as a new mail would be); any other status is 409, so a retry never sends a mail twice.
 * Without SMTP configured the mail is kept as a stored record, like every other mail.
 */
export async function retryMail(db: Db, actor: Actor, id: string) {
  const current = await loadForAdmin(db, actor, id);
  if (current.status !== 'failed') throw conflict('Only a failed mail can be sent again');
  const [row] = await db
    .update(mailOutbox)
    .set({ status: env().SMTP_URL ? 'pending' : 'stored', attempts: 0, nextAttemptAt: new Date() })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'failed')))
    .returning();
  if (!row) throw conflict('Only a failed mail can be sent again');
  kickOutbox(db);
  return row;
}
