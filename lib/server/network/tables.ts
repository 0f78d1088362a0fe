import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from '@/lib/server/companies/tables';
import { users } from '@/lib/server/users/tables';
import type { StatementLine, StatementStatus } from '@/lib/network/royalties';

/**
 * A franchise office's royalty terms from a month on (issue 38): a share of paid revenue in basis points (600 = 6%)
 * and a fixed monthly fee. Never edited: new terms are a new row from a later month, so past months keep theirs.
 */
export const royaltyTerms = pgTable(
  'royalty_terms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The first day of the first month the terms apply to. */
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    royaltyBasisPoints: integer('royalty_basis_points').notNull(),
    monthlyFeePence: integer('monthly_fee_pence').notNull(),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('royalty_terms_company_start_unique').on(t.companyId, t.startsOn),
    check('royalty_terms_basis_points_range', sql`${t.royaltyBasisPoints} between 0 and 10000`),
    check('royalty_terms_fee_not_negative', sql`${t.monthlyFeePence} >= 0`),
  ],
);

/**
 * An office's royalty statement for one month. Made once by the scheduled work (the unique key on company, month and
 * version refuses a second version 1); a correction is the next version, never an edit. The terms used are copied in,
 * so the statement reads the same whatever happens to them later. 'no-terms': the month had no terms, no figures.
 */
export const royaltyStatements = pgTable(
  'royalty_statements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The first day of the month the statement is for. */
    month: date('month', { mode: 'string' }).notNull(),
    version: integer('version').notNull().default(1),
    status: text('status').$type<StatementStatus>().notNull(),
    termsId: uuid('terms_id').references(() => royaltyTerms.id, { onDelete: 'set null' }),
    royaltyBasisPoints: integer('royalty_basis_points'),
    monthlyFeePence: integer('monthly_fee_pence'),
    /** Paid revenue without VAT, and its lines by service. */
    paidRevenuePence: integer('paid_revenue_pence').notNull().default(0),
    lines: jsonb('lines').$type<StatementLine[]>().notNull().default([]),
    royaltyPence: integer('royalty_pence'),
    feePence: integer('fee_pence'),
    vatRatePercent: integer('vat_rate_percent').notNull(),
    vatPence: integer('vat_pence'),
    totalPence: integer('total_pence'),
    /** Why a correction was made. */
    note: text('note'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paidById: uuid('paid_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('royalty_statements_company_month_version_unique').on(t.companyId, t.month, t.version),
    index('royalty_statements_month_idx').on(t.month),
  ],
);

/**
 * The network overview's sums per office and London month ('YYYY-MM'), so a year of fifty offices is read as 600 rows
 * instead of a million (migration 0022). Never written by the application: triggers on invoices, jobs, enquiries,
 * job_ratings and clock_records move each row's old contribution out and its new one in, in the writer's own
 * transaction, so it is exact at every commit; network_monthly_rebuild() makes it again from the rows. Not in backups:
 * a restore rebuilds it as the rows go back in (lib/server/db/backup.ts). No foreign key: a deleted company's rows are
 * taken out by the same triggers as its records are deleted.
 */
export const networkMonthly = pgTable(
  'network_monthly',
  {
    companyId: uuid('company_id').notNull(),
    month: text('month').notNull(),
    invoicedPence: bigint('invoiced_pence', { mode: 'number' }).notNull().default(0),
    paidPence: bigint('paid_pence', { mode: 'number' }).notNull().default(0),
    jobsCompleted: integer('jobs_completed').notNull().default(0),
    onlineBookings: integer('online_bookings').notNull().default(0),
    enquiries: integer('enquiries').notNull().default(0),
    enquiriesConverted: integer('enquiries_converted').notNull().default(0),
    ratingTotal: integer('rating_total').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    lowRatings: integer('low_ratings').notNull().default(0),
    microsWorked: bigint('micros_worked', { mode: 'number' }).notNull().default(0),
    /**
     * Changes to the overdue balance at month ends (migration 0024): +1 and +total in the month an invoice fell due,
     * -1 and -total in the month it was paid. A month end's balance is the running sum up to its month.
     */
    overdueChange: integer('overdue_change').notNull().default(0),
    overdueChangePence: bigint('overdue_change_pence', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ name: 'network_monthly_pk', columns: [t.companyId, t.month] })],
);
