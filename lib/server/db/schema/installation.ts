import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';

/**
 * What kind of installation this database is (one row at most, migration 0017). Demo seeding marks it; a database set
 * up for production (`db:create-admin`) has no row, so nothing that only suits a demo (the test payment provider) is
 * ever switched on by default there.
 */
export const installation = pgTable(
  'installation',
  {
    id: integer('id').primaryKey().default(1),
    demoData: boolean('demo_data').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('installation_one_row', sql`${t.id} = 1`)],
);
