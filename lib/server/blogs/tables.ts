import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from '@/lib/server/companies/tables';
import { BLOG_LANGUAGES } from '@/lib/blogs/schemas';
import { users } from '@/lib/server/users/tables';

export const BLOG_STATUSES = ['published', 'draft'] as const;

/** Blog posts and job posts alike: a job post is a blog entry of category 'career' with a location (SPEC §2 Career). */
export const blogs = pgTable(
  'blogs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    category: text('category').notNull(),
    tags: text('tags').array().notNull().default([]),
    location: text('location'),
    /** Sanitised HTML: cleaned on the way in, so pages may render it as is. */
    content: text('content').notNull(),
    imagePath: text('image_path'),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name'),
    /** The language the office wrote the post in (a site locale); pages mark it with `lang` and link no translations. */
    language: text('language', { enum: BLOG_LANGUAGES }).notNull().default('en'),
    status: text('status', { enum: BLOG_STATUSES }).notNull().default('draft'),
    /** The date shown on the post; lists are ordered by it, newest first. */
    date: timestamp('date', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('blogs_status_category_date_idx').on(t.status, t.category, t.date),
    index('blogs_company_date_idx').on(t.companyId, t.date),
  ],
);
