import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { locales } from '@/lib/i18n/routing';

/**
 * Fixed-window counters shared by every server instance (rate limits and sign-in throttling). One row per key,
 * e.g. `login:pair:<email>|<address>`; a row whose window has passed counts as zero and is reused or swept.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_reset_idx').on(t.resetAt)],
);

/**
 * Self-registrations waiting for their owner to open the confirmation link. No account exists until then, so an
 * unconfirmed sign-up can neither use nor block the address. Only a SHA-256 hash of the link's token is kept.
 */
export const pendingRegistrations = pgTable(
  'pending_registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The language of the page the person signed up on, given to the account the link creates. */
    locale: text('locale', { enum: locales }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pending_registrations_token_unique').on(t.tokenHash),
    index('pending_registrations_email_idx').on(sql`lower(${t.email})`),
  ],
);

/**
 * Who created, changed or deleted what, and when. Append-only: there is no API to change it, and a trigger
 * (migration 0002) refuses UPDATE and DELETE. No foreign keys, so the trail outlives the users and companies it names.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The company the record belongs to (null for records of no company, e.g. a Super Administrator). */
    companyId: uuid('company_id'),
    actorId: uuid('actor_id'),
    actorName: text('actor_name').notNull(),
    actorEmail: text('actor_email'),
    actorRole: text('actor_role'),
    /** 'create' | 'update' | 'delete' and a few named events ('password-change', 'sign-out-everywhere' ...). */
    action: text('action').notNull(),
    /** 'user' | 'invoice' | 'timesheet' | 'clocking' | 'leave' | 'company'. */
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    /** A readable one-line description, e.g. 'Invoice INV-0004 for Clara Client'. */
    summary: text('summary').notNull(),
    /** Changed fields as { field: [before, after] }; secrets are never recorded. */
    changes: jsonb('changes').$type<Record<string, [unknown, unknown]>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_company_created_idx').on(t.companyId, t.createdAt),
    index('audit_log_entity_idx').on(t.entityType, t.entityId),
  ],
);
