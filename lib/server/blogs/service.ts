import 'server-only';
import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { blogs } from '@/lib/server/db/schema';

export type BlogRow = typeof blogs.$inferSelect;

/** Published posts for the public site, newest first: `{ data, totalRecords, totalPages }` as SPEC §7 Blogs. */
export async function listPublishedBlogs(db: Db, input: { pageNumber: number; pageSize: number; category?: string }) {
  const where: SQL[] = [eq(blogs.status, 'published')];
  if (input.category) where.push(eq(blogs.category, input.category));
  const filter = and(...where);
  const [data, [total]] = await Promise.all([
    db
      .select()
      .from(blogs)
      .where(filter)
      .orderBy(desc(blogs.date), desc(blogs.id))
      .limit(input.pageSize)
      .offset((input.pageNumber - 1) * input.pageSize),
    db.select({ value: count() }).from(blogs).where(filter),
  ]);
  const totalRecords = total?.value ?? 0;
  return { data, totalRecords, totalPages: Math.max(1, Math.ceil(totalRecords / input.pageSize)) };
}

/** One published post by id, or null (drafts are invisible to the public). */
export async function getPublishedBlog(db: Db, id: string) {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await db
    .select()
    .from(blogs)
    .where(and(eq(blogs.id, id), eq(blogs.status, 'published')))
    .limit(1);
  return row ?? null;
}

// ---- Public read side: search, category filter and career posts (blog list, sidebar search, career pages) ----

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Published posts filtered by category (case-insensitive, so 'career' and 'Career' match) and by a keyword found in the
 * title or the content; newest first, `{ data, totalRecords, totalPages }`.
 */
export async function searchPublishedBlogs(
  db: Db,
  input: { pageNumber: number; pageSize: number; category?: string; q?: string },
) {
  const where: SQL[] = [eq(blogs.status, 'published')];
  if (input.category) where.push(sql`lower(${blogs.category}) = ${input.category.trim().toLowerCase()}`);
  const q = input.q?.trim();
  if (q) {
    const pattern = `%${escapeLike(q)}%`;
    where.push(or(ilike(blogs.title, pattern), ilike(blogs.content, pattern))!);
  }
  const filter = and(...where);
  const [data, [total]] = await Promise.all([
    db
      .select()
      .from(blogs)
      .where(filter)
      .orderBy(desc(blogs.date), desc(blogs.id))
      .limit(input.pageSize)
      .offset((input.pageNumber - 1) * input.pageSize),
    db.select({ value: count() }).from(blogs).where(filter),
  ]);
  const totalRecords = total?.value ?? 0;
  return { data, totalRecords, totalPages: Math.max(1, Math.ceil(totalRecords / input.pageSize)) };
}

/** One published job post (a blog entry of category 'career') by id, or null. */
export async function getPublishedCareerPost(db: Db, id: string) {
  const row = await getPublishedBlog(db, id);
  return row && row.category.trim().toLowerCase() === 'career' ? row : null;
}
