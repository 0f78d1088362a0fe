import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from '@/lib/server/companies/tables';
import { jobs } from '@/lib/server/jobs/tables';
import { users } from '@/lib/server/users/tables';

/** A rota shift: one cleaner, a job or a site, on one date from a start to an end time ('HH:MM', end after start). */
export const rotaShifts = pgTable(
  'rota_shifts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    cleanerId: uuid('cleaner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    site: text('site'),
    date: date('date', { mode: 'string' }).notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    notes: text('notes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Raised by a trigger on every UPDATE (migration 0017): the calendar feed's SEQUENCE. */
    revision: integer('revision').notNull().default(0),
  },
  (t) => [
    index('rota_shifts_company_date_idx').on(t.companyId, t.date),
    index('rota_shifts_cleaner_date_idx').on(t.cleanerId, t.date),
  ],
);

export type GeoPoint = { latitude: number; longitude: number; label?: string };

/** Clock-in/out records. At most one open record (no clock-out) per user, enforced by a partial unique index. */
export const clockRecords = pgTable(
  'clock_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    shiftId: uuid('shift_id').references(() => rotaShifts.id, { onDelete: 'set null' }),
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    clockIn: timestamp('clock_in', { withTimezone: true }).notNull(),
    clockOut: timestamp('clock_out', { withTimezone: true }),
    clockInLocation: jsonb('clock_in_location').$type<GeoPoint>(),
    clockOutLocation: jsonb('clock_out_location').$type<GeoPoint>(),
    notes: text('notes'),
    /** Metres from the job's site at clock-in / clock-out, when both the position and the site were known. */
    clockInDistanceM: integer('clock_in_distance_m'),
    clockOutDistanceM: integer('clock_out_distance_m'),
    /** Set when the office entered the record (a missing time entry) instead of the person clocking. */
    enteredById: uuid('entered_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** The ids the phone made for the clock-in and the clock-out: a resent change finds its record (migration 0021). */
    clientId: uuid('client_id'),
    clockOutClientId: uuid('clock_out_client_id'),
    /** Clocked in or out with no signal and sent later; the times are the device's. */
    recordedOffline: boolean('recorded_offline').notNull().default(false),
    /** How far the device's clock was from the server's when it sent an offline change (the larger of in and out). */
    clockSkewSeconds: integer('clock_skew_seconds'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('clock_records_one_open_per_user')
      .on(t.userId)
      .where(sql`${t.clockOut} is null`),
    index('clock_records_company_in_idx').on(t.companyId, t.clockIn),
    index('clock_records_user_in_idx').on(t.userId, t.clockIn),
    uniqueIndex('clock_records_user_client_id').on(t.userId, t.clientId),
    uniqueIndex('clock_records_user_out_client_id').on(t.userId, t.clockOutClientId),
  ],
);

export const TIMESHEET_STATUSES = ['pending', 'approved'] as const;

/** Approved hours for one user over one period; the scheduled and worked figures are derived from shifts and clock records. */
export const timesheets = pgTable(
  'timesheets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    scheduledMinutes: integer('scheduled_minutes').notNull().default(0),
    workedMinutes: integer('worked_minutes').notNull().default(0),
    approvedMinutes: integer('approved_minutes').notNull().default(0),
    status: text('status', { enum: TIMESHEET_STATUSES }).notNull().default('approved'),
    notes: text('notes'),
    approvedById: uuid('approved_by_id').references(() => users.id, { onDelete: 'set null' }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('timesheets_user_period_unique').on(t.userId, t.startDate, t.endDate),
    index('timesheets_company_start_idx').on(t.companyId, t.startDate),
  ],
);
