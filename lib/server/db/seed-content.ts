import 'server-only';
import { sql } from 'drizzle-orm';
import { HEAD_OFFICE_COMPANY_CODE } from '@/lib/brand';
import type { Db } from './client';
import { blogs, companies } from './schema';
import type { Post } from './seed-content-format';
import { DEMO_CAREER_POSTS } from './seed-content-careers';
import { DEMO_HOME_OFFICE_POSTS } from './seed-content-home-office';
import { DEMO_PROPERTY_POSTS } from './seed-content-property';

/**
 * Demo posts across the nine categories of SPEC §2, plus job posts (category 'Career', with a location), written in
 * seed-content-home-office.ts, seed-content-property.ts and seed-content-careers.ts. Fixed ids keep the seed idempotent.
 */
export const DEMO_POSTS: Post[] = [...DEMO_HOME_OFFICE_POSTS, ...DEMO_PROPERTY_POSTS, ...DEMO_CAREER_POSTS];

/** Inserts the demo posts once: fixed ids make it safe on every start (rows that exist are left alone). */
export async function seedDemoContent(db: Db) {
  const [hq] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(sql`${companies.code} = ${HEAD_OFFICE_COMPANY_CODE}`);
  await db
    .insert(blogs)
    .values(
      DEMO_POSTS.map((post) => ({
        id: post.id,
        companyId: hq?.id ?? null,
        title: post.title,
        category: post.category,
        tags: post.tags,
        location: post.location ?? null,
        content: post.content,
        imagePath: `/images/blog/${post.image}.webp`,
        authorName: post.author,
        status: 'published' as const,
        date: new Date(post.date),
      })),
    )
    .onConflictDoNothing({ target: blogs.id });
}
