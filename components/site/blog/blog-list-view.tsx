import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageBanner } from '@/components/site/page-banner';
import { Link } from '@/components/site/locale-link';
import type { Locale } from '@/lib/i18n/routing';
import { pageMetadata } from '@/lib/seo';
import { getDb } from '@/lib/server/db/client';
import { searchPublishedBlogs } from '@/lib/server/blogs/service';
import { BlogCard } from './blog-card';
import { BlogPagination } from './blog-pagination';
import { BlogSidebar } from './blog-sidebar';
import { canonicalCategory } from './blog-text';

export const BLOG_PAGE_SIZE = 6;

/** Metadata of the blog list; /blog and /blogs share it, with /blogs as the canonical address. */
export async function blogListMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'blog' });
  return pageMetadata({ locale, path: '/blogs', title: t('metaTitle'), description: t('metaDescription') });
}

export type BlogSearchParams = { page?: string | string[]; category?: string | string[]; q?: string | string[] };
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)?.trim().slice(0, 100) || undefined;

/** The blogs list shared by /blogs and /blog: 6 per page, `?page=`, `?category=`, `?q=`, the sidebar. */
export async function BlogListView({
  basePath,
  searchParams,
}: {
  basePath: '/blogs' | '/blog';
  searchParams: BlogSearchParams;
}) {
  const t = await getTranslations('blog');
  const category = canonicalCategory(one(searchParams.category));
  const q = one(searchParams.q);
  const requested = Number.parseInt(one(searchParams.page) ?? '1', 10);
  const db = await getDb();
  const filter = { pageSize: BLOG_PAGE_SIZE, category: category ?? undefined, q };
  let result = await searchPublishedBlogs(db, {
    ...filter,
    pageNumber: Number.isFinite(requested) && requested > 0 ? requested : 1,
  });
  // SPEC §5: the page stays between 1 and the total pages; a page past the end shows the last one.
  const page = Math.min(Math.max(1, Number.isFinite(requested) ? requested : 1), result.totalPages);
  if (page !== requested) result = await searchPublishedBlogs(db, { ...filter, pageNumber: page });
  const filtered = Boolean(category || q);

  return (
    <>
      <PageBanner path={basePath} title={t('heading')} lead={t('lead')} />
      <div className="mx-auto grid max-w-content gap-10 px-4 py-12 lg:grid-cols-[1fr_320px]">
        <section aria-labelledby="blog-list-heading">
          <h2 id="blog-list-heading" className={filtered ? 'text-2xl font-bold text-ink' : 'sr-only'}>
            {q
              ? t('searchHeading', { query: q })
              : category
                ? t('categoryHeading', { category: t(`categories.${category}`) })
                : t('heading')}
          </h2>
          {filtered ? (
            <Link href={basePath} className="mt-2 inline-block text-sm font-semibold text-brand-700 underline">
              {t('clearFilter')}
            </Link>
          ) : null}
          {result.data.length === 0 ? (
            <p className="mt-8 rounded-card bg-surface-muted p-8 text-center text-lg font-semibold text-ink-muted">
              {t('noBlogs')}
            </p>
          ) : (
            <ul className="mt-6 grid gap-6 sm:grid-cols-2">
              {result.data.map((b, i) => (
                <li key={b.id}>
                  <BlogCard blog={b} priority={i === 0} />
                </li>
              ))}
            </ul>
          )}
          <BlogPagination
            page={page}
            totalPages={result.totalPages}
            basePath={basePath}
            query={{ category: category ?? undefined, q }}
          />
        </section>
        <BlogSidebar query={q} />
      </div>
    </>
  );
}
