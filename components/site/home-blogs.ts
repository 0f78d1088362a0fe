import 'server-only';
import type { BlogCardData } from '@/components/site/blog/blog-card';
import { getDb } from '@/lib/server/db/client';
import { listPublishedBlogs } from '@/lib/server/blogs/service';

/** SPEC §2/§9: fetch 30, show the 3 most recent by date. */
export const HOME_BLOG_FETCH = 30;
export const HOME_BLOG_COUNT = 3;

export function pickLatest<T extends { date: Date | string }>(rows: readonly T[], count = HOME_BLOG_COUNT): T[] {
  return [...rows].sort((a, b) => new Date(b.date).getTime() - new Date(a.date).getTime()).slice(0, count);
}

/** The home page's latest posts, read for each request (the home page is rendered per request). */
export async function latestBlogsForHome(): Promise<BlogCardData[]> {
  if (process.env.NEXT_PHASE === 'phase-production-build') return [];
  try {
    const db = await getDb();
    const { data } = await listPublishedBlogs(db, { pageNumber: 1, pageSize: HOME_BLOG_FETCH });
    return pickLatest(data).map((b) => ({
      id: b.id,
      title: b.title,
      content: b.content,
      imagePath: b.imagePath,
      date: b.date,
      category: b.category,
      authorName: b.authorName,
      language: b.language,
    }));
  } catch (error) {
    // A database outage must not take the shop window down: the section is simply left out.
    console.error('home: could not load latest blogs', error);
    return [];
  }
}
