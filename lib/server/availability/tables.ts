import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from '@/lib/server/companies/tables';
import { users } from '@/lib/server/users/tables';

/**
 * A cleaner's own calendar, read by its private iCalendar address (issue 37). The address is a secret that opens the
 * whole calendar, so it is stored encrypted (`url_cipher`, AES-256-GCM under a key derived from AUTH_SECRET) and
 * shown only as `url_hint` (scheme and host, the rest masked). `last_error` is a short code the screens word.
 */
export const availabilityCalendars = pgTable(
  'availability_calendars',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    urlCipher: text('url_cipher').notNull(),
    /** SHA-256 of the normalised address under the key: the same calendar is not connected twice. */
    urlHash: text('url_hash').notNull(),
    urlHint: text('url_hint').notNull(),
    name: text('name').notNull().default(''),
    lastReadAt: timestamp('last_read_at', { withTimezone: true }),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
    etag: text('etag'),
    lastModified: text('last_modified'),
    lastError: text('last_error'),
    /** When reads began to fail (cleared by a good read); the office is told once after 24 hours. */
    failingSince: timestamp('failing_since', { withTimezone: true }),
    failureNotifiedAt: timestamp('failure_notified_at', { withTimezone: true }),
    busyCount: integer('busy_count').notNull().default(0),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('availability_calendars_user_idx').on(t.userId),
    index('availability_calendars_read_idx').on(t.lastReadAt),
    uniqueIndex('availability_calendars_user_url_unique').on(t.userId, t.urlHash),
  ],
);

/** One busy period of a calendar: when, never what (no title, description or place is kept). */
export const availabilityBusy = pgTable(
  'availability_busy',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    calendarId: uuid('calendar_id')
      .notNull()
      .references(() => availabilityCalendars.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('availability_busy_order', sql`${t.endsAt} > ${t.startsAt}`),
    index('availability_busy_company_start_idx').on(t.companyId, t.startsAt),
    index('availability_busy_user_start_idx').on(t.userId, t.startsAt),
    index('availability_busy_calendar_idx').on(t.calendarId),
  ],
);

/**
 * Conflicts the office has been e-mailed about, one row per conflict: its key names the job or shift and the busy
 * time, so a second read of the same calendar mails nobody again, and a moved side is a new conflict. What the
 * screens show is computed when read, so a conflict clears the moment either side moves.
 */
export const availabilityConflictNotices = pgTable(
  'availability_conflict_notices',
  {
    key: text('key').primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    notifiedAt: timestamp('notified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('availability_conflict_notices_notified_idx').on(t.notifiedAt)],
);
