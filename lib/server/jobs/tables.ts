import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from '@/lib/server/companies/tables';
import { users } from '@/lib/server/users/tables';
import { JOB_STAGE } from '@/lib/jobs/rules';
import type { BookingStatus, Frequency, JobSource } from '@/lib/bookings/rules';

export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    clientId: uuid('client_id').references(() => users.id, { onDelete: 'set null' }),
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    description: text('description').notNull().default(''),
    location: text('location').notNull().default(''),
    service: text('service').notNull().default(''),
    imagePath: text('image_path'),
    /** One of JOB_STAGE (lib/jobs/rules.ts). */
    stage: integer('stage').notNull().default(JOB_STAGE.new),
    /** The visit's day (UK local date), start time ('HH:MM') and expected length; all optional. */
    scheduledDate: date('scheduled_date', { mode: 'string' }),
    startTime: text('start_time'),
    durationMinutes: integer('duration_minutes'),
    /**
     * The scheduled date the client's day-before reminder was sent for: set in the same statement that claims the
     * reminder, so two scheduler runs never send it twice; moving the job to another day arms it again.
     */
    reminderSentFor: date('reminder_sent_for', { mode: 'string' }),
    /** When a Cleaner last told the client the team is on its way ("On my way"); repeated taps are limited from it. */
    onMyWaySentAt: timestamp('on_my_way_sent_at', { withTimezone: true }),
    /** Visits created together by a repeat share the first visit's id here; each stays its own job. */
    seriesId: uuid('series_id'),
    /**
     * Where the work is (WGS84), from geocoding the address's post code or set by the office; null when unknown.
     * Clock records made against the job are measured from it (far-from-site flag).
     */
    siteLatitude: doublePrecision('site_latitude'),
    siteLongitude: doublePrecision('site_longitude'),
    /**
     * Online booking (issue 28): where the job came from, its agreed price (pence, VAT included), its repeat rule and,
     * for online jobs, the booking state (BOOKING_STATUSES; null for office jobs).
     */
    source: text('source').$type<JobSource>().notNull().default('office'),
    pricePence: integer('price_pence'),
    repeat: text('repeat').$type<Frequency>(),
    bookingStatus: text('booking_status').$type<BookingStatus>(),
    /**
     * A visit its Client cancelled (issue 29; lib/visits/rules.ts): it stays for the record, holds no slot,
     * gets no reminder, and keeps the late-cancellation fee charged (pence; 0 when cancelled within the free notice).
     */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledById: uuid('cancelled_by_id').references(() => users.id, { onDelete: 'set null' }),
    cancellationFeePence: integer('cancellation_fee_pence'),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Raised by a trigger on every UPDATE (migration 0017): the calendar feed's SEQUENCE. */
    revision: integer('revision').notNull().default(0),
  },
  (t) => [
    index('jobs_company_created_id_idx').on(t.companyId, t.createdAt, t.id),
    index('jobs_assignee_created_id_idx').on(t.assigneeId, t.createdAt, t.id),
    index('jobs_client_created_id_idx').on(t.clientId, t.createdAt, t.id),
    index('jobs_company_scheduled_idx').on(t.companyId, t.scheduledDate),
    index('jobs_scheduled_idx').on(t.scheduledDate),
    index('jobs_company_source_idx').on(t.companyId, t.source, t.bookingStatus),
    index('jobs_series_idx').on(t.seriesId, t.scheduledDate),
  ],
);

/**
 * The cleaners on a job. Position 0 is the lead, whom `jobs.assignee_id` (the API's `userAssigneeId`) always
 * names too, so callers that only know one assignee keep working.
 */
export const jobTeam = pgTable(
  'job_team',
  {
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.userId] }), index('job_team_user_idx').on(t.userId, t.jobId)],
);

/** A job's checklist: rooms or items the team ticks off on the visit. */
export const jobChecklistItems = pgTable(
  'job_checklist_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    position: integer('position').notNull().default(0),
    done: boolean('done').notNull().default(false),
    doneById: uuid('done_by_id').references(() => users.id, { onDelete: 'set null' }),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('job_checklist_items_job_idx').on(t.jobId, t.position)],
);

/** Chat messages on a job: text, an image (public storage path), or both. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text'),
    imagePath: text('image_path'),
    /** The id the sender's phone made for a message written offline: a resent message stores once (migration 0021). */
    clientId: uuid('client_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_messages_job_created_idx').on(t.jobId, t.createdAt),
    uniqueIndex('chat_messages_sender_client_id').on(t.senderId, t.clientId),
  ],
);

/** A client's sign-off of a job; signing completes the job. */
export const jobSignatures = pgTable(
  'job_signatures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    signerName: text('signer_name').notNull(),
    /** A data:image URL as drawn on the signature pad, or a storage path. */
    signatureImage: text('signature_image').notNull(),
    comment: text('comment'),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
    signedById: uuid('signed_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** The id the phone made for a signature collected offline: a resent sign-off stores once (migration 0025). */
    clientId: uuid('client_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('job_signatures_job_idx').on(t.jobId),
    uniqueIndex('job_signatures_signer_client_id').on(t.signedById, t.clientId),
  ],
);

/**
 * How far each person has read a job's chat: messages from others created after `last_read_at` count as unread in
 * the job list and the chat inbox. Set when the person opens the job's chat.
 */
export const chatReads = pgTable(
  'chat_reads',
  {
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadAt: timestamp('last_read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.jobId] })],
);
