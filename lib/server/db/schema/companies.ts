import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const companies = pgTable('companies', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  /** `companyCodeNumber` in the API: users belong to a company through this code. */
  code: text('code').notNull().unique(),
  currencySymbol: text('currency_symbol').notNull().default('£'),
  address: text('address'),
  vatNumber: text('vat_number'),
  email: text('email'),
  phone: text('phone'),
  logoPath: text('logo_path'),
  /** Last invoice and estimate numbers issued; bumped under a row lock so numbers stay unique per company. */
  lastInvoiceNumber: integer('last_invoice_number').notNull().default(0),
  lastEstimateNumber: integer('last_estimate_number').notNull().default(0),
  /** Days after the due date on which an unpaid invoice is chased by e-mail (lib/server/services/payment-chases.ts). */
  paymentChaseDays: integer('payment_chase_days').array().notNull().default([3, 7, 14]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
