import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ENQUIRY_STATUSES, enquiries } from './tables';
import { users } from '@/lib/server/users/tables';

export const ENQUIRY_EVENT_KINDS = ['status', 'note'] as const;

/** An enquiry's history: each status change (by whom, when) and the office's notes, oldest first when read back. */
export const enquiryEvents = pgTable(
  'enquiry_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    enquiryId: uuid('enquiry_id')
      .notNull()
      .references(() => enquiries.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ENQUIRY_EVENT_KINDS }).notNull(),
    /** The status it changed to (kind 'status'). */
    status: text('status', { enum: ENQUIRY_STATUSES }),
    /** The note's text (kind 'note'). */
    note: text('note'),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept as written, so the history still names someone whose account was removed. */
    actorName: text('actor_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('enquiry_events_enquiry_created_idx').on(t.enquiryId, t.createdAt)],
);
