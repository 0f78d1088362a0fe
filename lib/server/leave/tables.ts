import { date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from '@/lib/server/companies/tables';
import { users } from '@/lib/server/users/tables';

export const LEAVE_TYPES = ['annual', 'sick', 'unpaid', 'other'] as const;
export const LEAVE_STATUSES = ['pending', 'approved', 'rejected'] as const;
/** A half day: the morning ('am') or the afternoon ('pm'). */
export const HALF_DAYS = ['am', 'pm'] as const;

export const leaves = pgTable(
  'leaves',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: LEAVE_TYPES }).notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    /** The first day is only a half day (one-day leave: which half; longer leave: 'pm', starting at noon). */
    startHalf: text('start_half', { enum: HALF_DAYS }),
    /** The last day of longer leave is only a morning ('am'). */
    endHalf: text('end_half', { enum: HALF_DAYS }),
    reason: text('reason').notNull().default(''),
    status: text('status', { enum: LEAVE_STATUSES }).notNull().default('pending'),
    decidedById: uuid('decided_by_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('leaves_company_start_idx').on(t.companyId, t.startDate),
    index('leaves_user_start_idx').on(t.userId, t.startDate),
  ],
);
