import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { seedDemoData } from '@/lib/server/db/seed';
import { DEMO_POSTS } from '@/lib/server/db/seed-content';
import { blogs } from '@/lib/server/db/schema';
import {
  getPublishedBlog,
  getPublishedCareerPost,
  listPublishedBlogs,
  searchPublishedBlogs,
} from '@/lib/server/blogs/service';
import { BLOG_CATEGORIES } from '@/components/site/blog/blog-text';

describe('public blog reads over the demo content', () => {
  it('seeds at least 14 posts across all nine categories and 3 located job posts, once', async () => {
    const db = await getDb();
    await seedDemoData(db);
    await seedDemoData(db);
    const rows = await db.select().from(blogs);
    expect(rows).toHaveLength(DEMO_POSTS.length);
    expect(rows.length).toBeGreaterThanOrEqual(14);
    expect(new Set(rows.map((r) => r.category))).toEqual(new Set(BLOG_CATEGORIES));
    const jobs = rows.filter((r) => r.category === 'Career');
    expect(jobs.length).toBeGreaterThanOrEqual(3);
    expect(jobs.every((j) => j.location && j.status === 'published')).toBe(true);
  });

  it('pages six at a time and filters by category case-insensitively', async () => {
    const db = await getDb();
    const first = await listPublishedBlogs(db, { pageNumber: 1, pageSize: 6 });
    expect(first.data).toHaveLength(6);
    expect(first.totalPages).toBe(Math.ceil(DEMO_POSTS.length / 6));
    const dates = first.data.map((b) => b.date.getTime());
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);

    const careers = await searchPublishedBlogs(db, { pageNumber: 1, pageSize: 10, category: 'career' });
    expect(careers.totalRecords).toBe(3);
    expect(careers.data.every((b) => b.category === 'Career')).toBe(true);
  });

  it('searches title and content, treating % and _ literally', async () => {
    const db = await getDb();
    const found = await searchPublishedBlogs(db, { pageNumber: 1, pageSize: 6, q: 'deposit' });
    expect(found.data.map((b) => b.title)).toContain('Getting your full deposit back at the end of a tenancy');
    const none = await searchPublishedBlogs(db, { pageNumber: 1, pageSize: 6, q: '%' });
    expect(none.totalRecords).toBe(0);
  });

  it('hides drafts and tells job posts from blog posts', async () => {
    const db = await getDb();
    const [draft] = await db
      .insert(blogs)
      .values({ title: 'Draft', category: 'Career', content: '<p>x</p>', status: 'draft' })
      .returning();
    expect(await getPublishedBlog(db, draft!.id)).toBeNull();
    expect(await getPublishedCareerPost(db, draft!.id)).toBeNull();
    const job = DEMO_POSTS.find((p) => p.category === 'Career')!;
    const blog = DEMO_POSTS.find((p) => p.category !== 'Career')!;
    expect((await getPublishedCareerPost(db, job.id))?.title).toBe(job.title);
    expect(await getPublishedCareerPost(db, blog.id)).toBeNull();
    expect(await getPublishedBlog(db, 'not-a-uuid')).toBeNull();
  });
});
