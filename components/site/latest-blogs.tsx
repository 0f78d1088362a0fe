import { getTranslations } from 'next-intl/server';
import { BlogCard, type BlogCardData } from '@/components/site/blog/blog-card';
import { buttonClass } from '@/components/ui/button';
import { Link } from '@/components/site/locale-link';
import { SectionHeading } from './section-heading';

/** Home "latest 3 blogs"; renders nothing when there are none (e.g. the first build before the database exists). */
export async function LatestBlogs({ blogs }: { blogs: BlogCardData[] }) {
  if (blogs.length === 0) return null;
  const t = await getTranslations('home');
  return (
    <section aria-labelledby="blogs-title" className="py-16 sm:py-20">
      <div className="mx-auto max-w-content px-4">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <SectionHeading id="blogs-title" eyebrow={t('blogsEyebrow')} title={t('blogsHeading')} />
          <Link href="/blogs" className={buttonClass('secondary')}>
            {t('viewAllBlogs')}
          </Link>
        </div>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {blogs.map((b) => (
            <li key={b.id}>
              <BlogCard blog={b} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
