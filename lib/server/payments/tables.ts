import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from '@/lib/server/companies/tables';
import { invoices } from '@/lib/server/invoices/tables';
import { users } from '@/lib/server/users/tables';

/**
 * A hosted checkout opened for an invoice (Stripe's `cs_…` id, or the built-in test provider's). Kept so the test
 * provider's page can show what is being paid, and so the office can see attempts; the invoice's status is the truth.
 */
export const paymentSessions = pgTable(
  'payment_sessions',
  {
    id: text('id').primaryKey(),
    /** 'stripe' | 'test' (PAYMENT_PROVIDERS in lib/payments/rules.ts). */
    provider: text('provider').notNull(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id').references(() => users.id, { onDelete: 'set null' }),
    amountPence: integer('amount_pence').notNull(),
    currency: text('currency').notNull().default('gbp'),
    /** 'open' | 'paid' | 'failed' (PAYMENT_OUTCOMES in lib/payments/rules.ts). */
    status: text('status').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** The provider's own id for the money that moved (Stripe's payment intent `pi_…`), once paid. */
    reference: text('reference'),
  },
  (t) => [
    index('payment_sessions_invoice_idx').on(t.invoiceId),
    // The office's list of attempts (issue 36): its company's, newest first.
    index('payment_sessions_company_created_idx').on(t.companyId, t.createdAt),
  ],
);

/** Provider events already handled: the primary key makes a redelivered event a no-op (webhook idempotency). */
export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  invoiceId: uuid('invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One row per overdue reminder sent: the key (invoice, step) is the claim that keeps concurrent runs to one mail. */
export const invoiceChases = pgTable(
  'invoice_chases',
  {
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    daysOverdue: integer('days_overdue').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.invoiceId, t.daysOverdue] })],
);

/** Secrets generated once per installation and shared by every server of it (never a constant in the code). */
export const installSecrets = pgTable('install_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
