import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { companies } from '@/lib/server/companies/tables';

export const CATEGORY_TYPES = ['Services'] as const;

/** Service categories offered by a company (SPEC §3 Category: only type 'Services' is kept). */
export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    type: text('type', { enum: CATEGORY_TYPES }).notNull().default('Services'),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('categories_company_type_name_unique').on(t.companyId, t.type, sql`lower(${t.name})`),
    index('categories_company_idx').on(t.companyId),
  ],
);
