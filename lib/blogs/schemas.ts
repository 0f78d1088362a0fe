import { z } from 'zod';
import { idSchema, paginationSchema, SORT_ORDERS } from '@/lib/schemas/common';
import { BLOG_SORTS } from '@/lib/schemas/list-fields';

export const BLOG_STATUS_VALUES = ['published', 'draft'] as const;

/**
 * The language a post is written in: one of the public site's locales (lib/i18n/routing, kept equal by a unit test).
 * A post is shown in that language on every locale's page, marked with `lang`, and never claims translations.
 */
export const BLOG_LANGUAGES = ['en', 'fr', 'vi', 'zh', 'ar'] as const;
const languageSchema = z.enum(BLOG_LANGUAGES, 'Choose one of the site languages: en, fr, vi, zh or ar');

/** POST /api/Blog/Blogs: pageNumber, pageSize (career 10, list 6, home 30, sidebar 6), optional category. */
export const listBlogsSchema = paginationSchema.extend({
  category: z.string().trim().min(1).max(100).optional(),
  /** A keyword searched in titles and contents (the sidebar search). */
  q: z.string().trim().max(100).optional(),
  /** Signed-in Administrators may ask for their company's drafts too; ignored for everyone else. */
  includeDrafts: z.boolean().optional(),
  /** The office's list (with includeDrafts): a keyword in title, category or tags, the status tab and the sort. */
  search: z.string().trim().max(100, 'Must be at most 100 characters').optional(),
  status: z.enum(BLOG_STATUS_VALUES).optional(),
  sortBy: z.enum(BLOG_SORTS).optional(),
  sortOrder: z.enum(SORT_ORDERS).optional(),
});
export type ListBlogsInput = z.infer<typeof listBlogsSchema>;

export const listBlogsQuerySchema = z.object({ domainName: z.string().max(300).optional() });

const blogFields = {
  title: z
    .string('Title is required')
    .trim()
    .min(1, 'Title is required')
    .max(200, 'Title must be at most 200 characters'),
  category: z.string('Category is required').trim().min(1, 'Category is required').max(100),
  tags: z.array(z.string().trim().min(1).max(50)).max(20).default([]),
  /** Used by job posts (category 'career'). */
  location: z.string().trim().max(200).nullable().optional(),
  /** HTML; sanitised by the server before it is stored. */
  content: z.string('Content is required').min(1, 'Content is required').max(200_000, 'Content is too long'),
  /** A storage path returned by POST /api/Blog/Upload (or an absolute https URL). */
  image: z.string().trim().max(500).nullable().optional(),
  status: z.enum(BLOG_STATUS_VALUES).default('draft'),
  date: z.coerce.date().optional(),
  language: languageSchema.default('en'),
};

export const createBlogSchema = z.object(blogFields);
export type CreateBlogInput = z.infer<typeof createBlogSchema>;

export const updateBlogSchema = z.object({
  id: idSchema,
  title: blogFields.title.optional(),
  category: blogFields.category.optional(),
  tags: z.array(z.string().trim().min(1).max(50)).max(20).optional(),
  location: blogFields.location,
  content: blogFields.content.optional(),
  image: blogFields.image,
  status: z.enum(BLOG_STATUS_VALUES).optional(),
  date: z.coerce.date().optional(),
  language: languageSchema.optional(),
});
export type UpdateBlogInput = z.infer<typeof updateBlogSchema>;

/**
 * The back-office form: the same rules as the API's, with tags typed as one comma-separated line. A job post
 * (category Career) needs its location, which the public career page shows.
 */
export const blogFormSchema = z
  .object({
    title: blogFields.title,
    category: blogFields.category,
    language: languageSchema,
    tagsText: z.string().max(1000, 'Must be at most 1000 characters'),
    location: z.string().trim().max(200, 'Must be at most 200 characters'),
    image: z.string().nullable(),
    status: z.enum(BLOG_STATUS_VALUES),
    content: z
      .string()
      .max(200_000, 'Content is too long')
      .refine((html) => html.replace(/<[^>]*>/g, '').trim() !== '' || /<img\s/i.test(html), 'Content is required'),
  })
  .refine((v) => v.category.trim().toLowerCase() !== 'career' || v.location.trim() !== '', {
    path: ['location'],
    message: 'Location is required for a job post',
  });
export type BlogFormValues = z.input<typeof blogFormSchema>;
