import { date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from '@/lib/server/companies/tables';
import { enquiries } from '@/lib/server/enquiries/tables';
import { jobs } from '@/lib/server/jobs/tables';
import { users } from '@/lib/server/users/tables';

export const ESTIMATE_STATUSES = ['draft', 'sent', 'accepted', 'declined'] as const;

/** Estimates of service, from an enquiry or from scratch. Money in integer pence, totals computed on the server. */
export const estimates = pgTable(
  'estimates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    estimateNumber: text('estimate_number').notNull(),
    enquiryId: uuid('enquiry_id').references(() => enquiries.id, { onDelete: 'set null' }),
    clientId: uuid('client_id').references(() => users.id, { onDelete: 'set null' }),
    clientName: text('client_name').notNull(),
    clientEmail: text('client_email'),
    clientPhone: text('client_phone'),
    address: text('address').notNull().default(''),
    postCode: text('post_code'),
    status: text('status', { enum: ESTIMATE_STATUSES }).notNull().default('draft'),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    taxesPence: integer('taxes_pence').notNull().default(0),
    discountPence: integer('discount_pence').notNull().default(0),
    subTotalPence: integer('sub_total_pence').notNull().default(0),
    totalPence: integer('total_pence').notNull().default(0),
    notes: text('notes'),
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('estimates_company_number_unique').on(t.companyId, t.estimateNumber),
    index('estimates_company_created_idx').on(t.companyId, t.createdAt),
  ],
);

export const estimateItems = pgTable(
  'estimate_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    estimateId: uuid('estimate_id')
      .notNull()
      .references(() => estimates.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    service: text('service').notNull(),
    description: text('description').notNull().default(''),
    quantityHundredths: integer('quantity_hundredths').notNull(),
    unit: text('unit').notNull().default('item'),
    pricePence: integer('price_pence').notNull(),
    totalPence: integer('total_pence').notNull(),
  },
  (t) => [index('estimate_items_estimate_idx').on(t.estimateId, t.position)],
);
