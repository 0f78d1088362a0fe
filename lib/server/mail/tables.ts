import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from '@/lib/server/companies/tables';

/** stored: kept as the record (no SMTP configured); pending/sending: queued for SMTP; sent; failed: gave up. */
export const MAIL_STATUS_VALUES = ['stored', 'pending', 'sending', 'sent', 'failed'] as const;

/**
 * A file to attach, stored as a reference and rendered when the mail is sent, so the outbox holds no blobs and a
 * retried mail attaches the file again. `fileName` is what the outbox viewer shows.
 */
/** A file rendered when the mail is sent: an invoice's PDF, or a job's visit as an .ics calendar event (`id`: the job). */
/** A file rendered when the mail is sent; 'royalty-pdf' and 'royalty-csv' are a royalty statement's (issue 38). */
export type MailAttachmentRef = {
  kind: 'invoice-pdf' | 'job-ics' | 'royalty-pdf' | 'royalty-csv';
  id: string;
  fileName: string;
};

/** Every mail the product sends, written before any delivery attempt so nothing is lost when SMTP is down. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** What the mail is about, e.g. 'enquiry-office', 'password-reset'; for the office and for tests. */
    category: text('category').notNull().default('general'),
    /** Id of the record the mail is about (enquiry, franchise request, user). */
    relatedId: uuid('related_id'),
    /** The company whose outbox shows the mail (its Administrators'); null: Super Administrators only. */
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'set null' }),
    attachments: jsonb('attachments').$type<MailAttachmentRef[]>().notNull().default([]),
    status: text('status', { enum: MAIL_STATUS_VALUES }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('mail_outbox_status_next_idx').on(t.status, t.nextAttemptAt),
    index('mail_outbox_related_idx').on(t.relatedId),
    index('mail_outbox_company_created_idx').on(t.companyId, t.createdAt),
  ],
);
