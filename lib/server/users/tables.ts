import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { locales } from '@/lib/i18n/routing';
import { ROLES, USER_STATUSES } from '@/lib/roles';
import { companies } from '@/lib/server/companies/tables';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    role: text('role', { enum: ROLES }).notNull(),
    status: text('status', { enum: USER_STATUSES }).notNull().default('active'),
    /** Null only for Super Administrators, who work across every company. */
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'restrict' }),
    phoneNumber: text('phone_number'),
    address: text('address'),
    city: text('city'),
    country: text('country'),
    zipCode: text('zip_code'),
    state: text('state'),
    profilePhotoPath: text('profile_photo_path'),
    /** Private storage paths of uploaded certificates (served only to the user and their company's admins). */
    certificates: text('certificates').array().notNull().default([]),
    /**
     * Bumped whenever every earlier session and token must stop working (password change or reset, ban, role or
     * company change, "sign out everywhere"). Sessions and bearer tokens carry the value they were issued with.
     */
    sessionVersion: integer('session_version').notNull().default(0),
    /** A Client who asked not to be e-mailed the day before each visit. */
    jobRemindersOptOut: boolean('job_reminders_opt_out').notNull().default(false),
    /** A Client who asked not to be told when the team is on its way (e-mail and text; UK consent rules). */
    onMyWayOptOut: boolean('on_my_way_opt_out').notNull().default(false),
    /** The site language the person last used (online booking, sign-up, the language menu): their mails' language. Null: English. */
    locale: text('locale', { enum: locales }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    index('users_company_role_idx').on(t.companyId, t.role),
    check('users_locale_known', sql`${t.locale} in ('en', 'fr', 'vi', 'zh', 'ar')`),
  ],
);
