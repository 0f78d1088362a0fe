import 'server-only';
import { and, asc, eq, inArray, lte, sql, type SQLWrapper } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { env } from '@/lib/env';
import type { Db } from '@/lib/server/db/client';
import { mailOutbox, type MailAttachmentRef } from '@/lib/server/db/schema';
import { renderAttachments, type MailAttachment } from './attachments';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What the mail is about, e.g. 'enquiry-office', 'password-reset'. */
  category?: string;
  relatedId?: string;
  /** The company whose outbox shows the mail (GET /api/Mail/Mails); none: Super Administrators only. */
  companyId?: string | null;
  /** Files rendered and attached when the mail is sent (e.g. the invoice PDF); only the references are stored. */
  attachments?: MailAttachmentRef[];
};

/** The part of a nodemailer transport the outbox uses; tests pass a fake one. */
export type MailTransport = {
  sendMail(message: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html?: string;
    attachments?: MailAttachment[];
  }): Promise<unknown>;
};

export const MAX_ATTEMPTS = 6;
/** Minutes to wait after the n-th failed attempt. */
const BACKOFF_MINUTES = [1, 5, 30, 120, 720];
/** A row stuck in 'sending' (process died mid-send) becomes due again after this long. */
const SENDING_LEASE_MS = 10 * 60 * 1000;

/**
 * Writes a mail to the outbox. Usable inside a transaction, so the mail exists only if the record it is about does.
 * With SMTP_URL set the row is 'pending' until processOutbox() delivers it; without, it stays 'stored' as the record.
 * It is due at once by the app's clock, the one processOutbox() compares with: the column's default (the database's
 * now(), microseconds, taken at the start of the transaction) was often later than the Date read just after the
 * insert, so a mail kicked at once was not yet due and waited for the next round.
 */
export async function enqueueMail(db: Db, message: MailMessage) {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      category: message.category ?? 'general',
      relatedId: message.relatedId ?? null,
      companyId: message.companyId ?? null,
      attachments: message.attachments ?? [],
      status: env().SMTP_URL ? 'pending' : 'stored',
      nextAttemptAt: new Date(),
    })
    .returning();
  return row!;
}

/**
 * Inserts a record and the mails about it in ONE statement (a data-modifying WITH): `insert` is the record's insert
 * with `.returning({ id })`, and the mails are written, with that id as relatedId, only if it returned a row (an
 * insert skipped by ON CONFLICT DO NOTHING writes none). One statement is atomic on its own, so this replaces a
 * transaction of four or five round trips with one, which is most of a public form's write cost on the embedded
 * database (it runs one statement at a time). Returns whether the record was inserted.
 */
export async function insertWithMails(
  db: Db,
  insert: SQLWrapper,
  messages: [MailMessage, ...MailMessage[]],
): Promise<boolean> {
  const column = (c: { name: string }) => sql.identifier(c.name);
  const status = env().SMTP_URL ? 'pending' : 'stored';
  const due = new Date().toISOString();
  const rows = messages.map(
    (m) =>
      sql`(${m.to}, ${m.subject}, ${m.text}, ${m.html ?? null}, ${m.category ?? 'general'}, ${m.companyId ?? null}::uuid)`,
  );
  const result = await db.execute(sql`
    with inserted as ${insert}
    insert into ${mailOutbox} (${column(mailOutbox.to)}, ${column(mailOutbox.subject)}, ${column(mailOutbox.text)}, ${column(mailOutbox.html)}, ${column(mailOutbox.category)}, ${column(mailOutbox.relatedId)}, ${column(mailOutbox.companyId)}, ${column(mailOutbox.status)}, ${column(mailOutbox.nextAttemptAt)})
    select m."to", m.subject, m.text, m.html, m.category, inserted.id, m.company_id, ${status}, ${due}::timestamptz
    from inserted cross join (values ${sql.join(rows, sql`, `)}) as m ("to", subject, text, html, category, company_id)
    returning ${column(mailOutbox.relatedId)}`);
  // Both drivers (node-postgres, PGlite) answer an object with `rows`.
  return ((result as { rows?: unknown[] }).rows?.length ?? 0) > 0;
}

/** Enqueues a mail and starts delivery without making the caller wait for SMTP. */
export async function sendMail(db: Db, message: MailMessage) {
  const row = await enqueueMail(db, message);
  kickOutbox(db);
  return row;
}

const rounds = new WeakMap<Db, { running: boolean; again: boolean }>();

/**
 * Starts a delivery round in the background; failures are logged, never thrown at the request. Kicks that arrive
 * while a round runs are folded into one more round, so a burst of form posts does not start a round per post
 * (each one querying and claiming the outbox against the others).
 */
export function kickOutbox(db: Db) {
  if (!env().SMTP_URL) return;
  const state = rounds.get(db) ?? { running: false, again: false };
  rounds.set(db, state);
  if (state.running) {
    state.again = true;
    return;
  }
  state.running = true;
  void (async () => {
    try {
      do {
        state.again = false;
        await processOutbox(db);
      } while (state.again);
    } catch (error) {
      console.error('[mail] outbox round failed', error);
    } finally {
      state.running = false;
    }
  })();
}

const WORKER_KEY = Symbol.for('brightside.mail-worker');
type GlobalWithWorker = typeof globalThis & { [WORKER_KEY]?: ReturnType<typeof setInterval> };

/**
 * Retries due mail every minute while the server runs (only with SMTP configured), so a message that failed while
 * the SMTP server was down goes out later even if no new mail is queued. Started once per process.
 */
export function startOutboxWorker(db: Db, everyMs = 60_000) {
  const g = globalThis as GlobalWithWorker;
  if (!env().SMTP_URL || g[WORKER_KEY]) return;
  g[WORKER_KEY] = setInterval(() => kickOutbox(db), everyMs);
  g[WORKER_KEY].unref?.();
  kickOutbox(db);
}

/**
 * nodemailer waits 2 minutes for a connection and 30 s for the greeting by default: a round would sit that long on
 * an SMTP server that does not answer, holding the mail behind it. The query of SMTP_URL overrides these
 * (e.g. `?greetingTimeout=30000` for a slow relay).
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

let transport: { url: string; mailer: MailTransport } | undefined;
function smtpTransport(): MailTransport | undefined {
  const url = env().SMTP_URL;
  if (!url) return undefined;
  if (transport?.url !== url) transport = { url, mailer: nodemailer.createTransport({ url, ...SMTP_TIMEOUTS }) };
  return transport.mailer;
}

/**
 * Delivers due messages (pending, or stuck in 'sending' past their lease). Each row is claimed with a conditional
 * update first, so concurrent rounds never send the same mail twice; safe to call as often as you like.
 * A failure records the attempt count, the error and the next attempt time (1, 5, 30, 120, 720 minutes);
 * after MAX_ATTEMPTS the row is 'failed'. Returns how many were sent and how many failed this round.
 */
export async function processOutbox(db: Db, options: { transport?: MailTransport; limit?: number; now?: Date } = {}) {
  const mailer = options.transport ?? smtpTransport();
  const result = { sent: 0, failed: 0 };
  if (!mailer) return result;
  const now = options.now ?? new Date();
  const due = await db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(inArray(mailOutbox.status, ['pending', 'sending']), lte(mailOutbox.nextAttemptAt, now)))
    .orderBy(asc(mailOutbox.nextAttemptAt))
    .limit(options.limit ?? 20);
  for (const { id } of due) {
    const [row] = await db
      .update(mailOutbox)
      .set({ status: 'sending', nextAttemptAt: new Date(now.getTime() + SENDING_LEASE_MS) })
      .where(
        and(
          eq(mailOutbox.id, id),
          inArray(mailOutbox.status, ['pending', 'sending']),
          lte(mailOutbox.nextAttemptAt, now),
        ),
      )
      .returning();
    if (!row) continue;
    try {
      const attachments = row.attachments.length ? await renderAttachments(db, row.attachments) : undefined;
      await mailer.sendMail({
        from: env().MAIL_FROM,
        to: row.to,
        subject: row.subject,
        text: row.text,
        html: row.html ?? undefined,
        attachments,
      });
      await db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: new Date(), attempts: row.attempts + 1, lastError: null })
        .where(eq(mailOutbox.id, id));
      result.sent++;
    } catch (error) {
      const attempts = row.attempts + 1;
      const giveUp = attempts >= MAX_ATTEMPTS;
      const wait = BACKOFF_MINUTES[Math.min(attempts - 1, BACKOFF_MINUTES.length - 1)]! * 60_000;
      await db
        .update(mailOutbox)
        .set({
          status: giveUp ? 'failed' : 'pending',
          attempts,
          lastError: (error instanceof Error ? error.message : String(error)).slice(0, 1000),
          nextAttemptAt: new Date(now.getTime() + wait),
        })
        .where(eq(mailOutbox.id, id));
      result.failed++;
    }
  }
  return result;
}
