import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from '@/lib/server/companies/tables';
import { users } from '@/lib/server/users/tables';

export const UPLOAD_KIND_VALUES = ['cv', 'certificate', 'profile', 'logo', 'image', 'chat'] as const;

/**
 * One row per stored file (local folder or Supabase Storage). The row, not the path, decides who may download it:
 * private kinds (CVs, certificates) go only to staff of `companyId`.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Storage key, also the `dbPath` the API returns, e.g. `cv/cv-1718000000000-jane-smith.pdf`. Lower-case. */
    path: text('path').notNull(),
    kind: text('kind', { enum: UPLOAD_KIND_VALUES }).notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    originalName: text('original_name'),
    /** The company whose staff may read a private file; set for a CV when its application is stored. */
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'set null' }),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('uploads_path_unique').on(t.path), index('uploads_company_idx').on(t.companyId)],
);
