import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { companies } from '@/lib/server/companies/tables';
import { jobs } from '@/lib/server/jobs/tables';
import { users } from '@/lib/server/users/tables';

/**
 * A user's private calendar subscription address (issue 29 item 3). At most one per user: regenerating replaces the
 * row, revoking deletes it, so the old address answers 404 at once. The address's token is never stored: it is the
 * HMAC of `nonce` under the server's secret (so the owner's profile can show it again), and lookups go by
 * `token_hash` (SHA-256 of the token), which a leaked database cannot turn back into a working address.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  nonce: text('nonce').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A Client's rating of a completed, signed-off visit: one per job (the primary key), 1 to 5 with a comment. A 5 whose
 * client consented may be published by the office as a testimonial (`published_at`); the public carousel shows it with
 * the first name and town captured here, never the full name or address.
 */
export const jobRatings = pgTable(
  'job_ratings',
  {
    jobId: uuid('job_id')
      .primaryKey()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id').references(() => users.id, { onDelete: 'set null' }),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull().default(''),
    testimonialConsent: boolean('testimonial_consent').notNull().default(false),
    firstName: text('first_name').notNull(),
    town: text('town').notNull().default(''),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('job_ratings_rating_range', sql`${t.rating} between 1 and 5`),
    index('job_ratings_company_created_idx').on(t.companyId, t.createdAt),
    index('job_ratings_published_idx').on(t.publishedAt),
  ],
);
