import 'server-only';
import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { fileUrl } from '@/lib/files/urls';
import { isAdmin } from '@/lib/roles';
import {
  BLOG_STATUS_VALUES,
  type CreateBlogInput,
  type ListBlogsInput,
  type UpdateBlogInput,
} from '@/lib/blogs/schemas';
import type { Actor } from '@/lib/server/auth/actor';
import type { Db } from '@/lib/server/db/client';
import { blogs } from '@/lib/server/db/schema';
import { badRequest, notFound } from '@/lib/server/http/errors';
import { sanitizePostHtml } from '@/lib/server/sanitize-html';
import { findUpload, isPrivateKind } from '@/lib/server/storage';
import { assertCompanyAdmin, companyFilter, likeTerm, orderOf, pageOf, pageResult } from '@/lib/server/auth/access';
import { searchPublishedBlogs, type BlogRow } from './service';
import { resolveSiteCompany } from '@/lib/server/companies/site-company';

/** A post as the API returns it: SPEC §3 calls the picture `image` and the author `user`. */
export const toApiBlog = (row: BlogRow) => ({ ...row, image: row.imagePath, user: row.authorName });

/**
 * POST /api/Blog/Blogs. Visitors (and everyone by default) get published posts; an Administrator who asks for
 * `includeDrafts` gets every post of their company, Super Administrators every post, searched (title, category, tags),
 * filtered by status and sorted, with `counts` per status under the search (the office list's tabs).
 */
export async function listBlogs(db: Db, actor: Actor | null, input: ListBlogsInput) {
  if (!input.includeDrafts || !actor || !isAdmin(actor.role)) {
    const page = await searchPublishedBlogs(db, input);
    return { ...page, data: page.data.map(toApiBlog) };
  }
  const term = input.search || input.q;
  const like = term ? likeTerm(term) : null;
  const withoutStatus = and(
    companyFilter(actor, blogs.companyId),
    input.category ? sql`lower(${blogs.category}) = ${input.category.toLowerCase()}` : undefined,
    like
      ? or(
          ilike(blogs.title, like),
          ilike(blogs.category, like),
          sql`array_to_string(${blogs.tags}, ' ') ilike ${like}`,
        )
      : undefined,
  );
  const filter = input.status ? and(withoutStatus, eq(blogs.status, input.status)) : withoutStatus;
  const { limit, offset } = pageOf(input);
  const order = orderOf(
    input,
    {
      date: blogs.date,
      title: sql`lower(${blogs.title})`,
      category: sql`lower(${blogs.category})`,
      status: blogs.status,
    },
    [desc(blogs.date), desc(blogs.id)],
  );
  const [rows, byStatus] = await Promise.all([
    db
      .select()
      .from(blogs)
      .where(filter)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db.select({ status: blogs.status, value: count() }).from(blogs).where(withoutStatus).groupBy(blogs.status),
  ]);
  const counts = Object.fromEntries(
    BLOG_STATUS_VALUES.map((st) => [st, byStatus.find((r) => r.status === st)?.value ?? 0]),
  ) as Record<(typeof BLOG_STATUS_VALUES)[number], number>;
  const all = byStatus.reduce((sum, r) => sum + r.value, 0);
  return {
    ...pageResult(rows.map(toApiBlog), input.status ? counts[input.status] : all, input.pageSize),
    counts: { all, ...counts },
  };
}

/** Published posts for anyone; a draft only for Administrators of its company (404 for everyone else). */
export async function getBlogById(db: Db, actor: Actor | null, id: string) {
  const [row] = await db.select().from(blogs).where(eq(blogs.id, id)).limit(1);
  if (!row) throw notFound('Failed to fetch blog');
  if (row.status !== 'published') {
    const allowed =
      actor && isAdmin(actor.role) && (actor.role === 'Super Administrator' || actor.companyId === row.companyId);
    if (!allowed) throw notFound('Failed to fetch blog');
  }
  return toApiBlog(row);
}

/**
 * The image of a post: a public upload (`images/...` or `/api/files/images/...`), a picture shipped with the site
 * (`/images/...`) or an https address. Stored as the URL pages can use directly.
 */
async function resolveImage(db: Db, image: string | null | undefined): Promise<string | null | undefined> {
  if (image === undefined || image === null || image === '') return image === '' ? null : image;
  if (/^https:\/\//i.test(image) || /^\/images\/[a-z0-9/_.-]+$/i.test(image)) return image;
  const path = image.replace(/^\/api\/files\//, '');
  const upload = await findUpload(db, path);
  if (!upload || isPrivateKind(upload.kind))
    throw badRequest('Please correct the highlighted fields', { image: ['Upload the image first'] });
  return fileUrl(upload.path);
}

export async function createBlog(db: Db, actor: Actor, input: CreateBlogInput) {
  const companyId = actor.companyId ?? (await resolveSiteCompany(db))?.id ?? null;
  const content = sanitizePostHtml(input.content);
  if (!content) throw badRequest('Please correct the highlighted fields', { content: ['Content is required'] });
  const [row] = await db
    .insert(blogs)
    .values({
      companyId,
      title: input.title,
      category: input.category,
      tags: input.tags,
      location: input.location ?? null,
      content,
      imagePath: (await resolveImage(db, input.image)) ?? null,
      authorId: actor.id,
      authorName: actor.name,
      status: input.status,
      language: input.language,
      date: input.date ?? new Date(),
    })
    .returning();
  return toApiBlog(row!);
}

export async function updateBlog(db: Db, actor: Actor, input: UpdateBlogInput) {
  const [current] = await db.select().from(blogs).where(eq(blogs.id, input.id)).limit(1);
  if (!current) throw notFound('Failed to fetch blog');
  assertCompanyAdmin(actor, current.companyId);
  const { id, image, content, ...rest } = input;
  const changes: Partial<typeof blogs.$inferInsert> = { ...rest, updatedAt: new Date() };
  if (content !== undefined) {
    changes.content = sanitizePostHtml(content);
    if (!changes.content)
      throw badRequest('Please correct the highlighted fields', { content: ['Content is required'] });
  }
  if (image !== undefined) changes.imagePath = await resolveImage(db, image);
  const [row] = await db.update(blogs).set(changes).where(eq(blogs.id, id)).returning();
  return toApiBlog(row!);
}

export async function deleteBlog(db: Db, actor: Actor, id: string) {
  const [current] = await db.select({ companyId: blogs.companyId }).from(blogs).where(eq(blogs.id, id)).limit(1);
  if (!current) throw notFound('Failed to fetch blog');
  assertCompanyAdmin(actor, current.companyId);
  await db.delete(blogs).where(eq(blogs.id, id));
  return { success: true, id };
}
