import { getLocale, getTranslations } from 'next-intl/server';
import { Photo as Image } from '@/components/ui/photo';
import { inlinedIfOurs } from '@/lib/content/image-data-url';
import { contentLangProps } from '@/lib/i18n/content-language';
import { formatPostDate } from '@/lib/i18n/format';
import { Link } from '@/components/site/locale-link';
import { canonicalCategory, htmlToText, isLocalImage, truncate } from './blog-text';

export type BlogCardData = {
  id: string;
  title: string;
  content: string;
  imagePath: string | null;
  date: Date | string;
  category: string;
  authorName: string | null;
  /** The language the post is written in (a site locale). */
  language: string;
};

/**
 * A blog preview card (SPEC §9: title cut to 25 characters, content to 90). `priority` for the first card of a list:
 * on a phone its image is the page's largest paint, and a lazy one was only requested after layout. One of our own
 * covers comes in the HTML (inlinedIfOurs): a request of its own held that paint back on a slow network.
 */
export async function BlogCard({ blog, priority = false }: { blog: BlogCardData; priority?: boolean }) {
  const [t, locale] = await Promise.all([getTranslations('blog'), getLocale()]);
  const category = canonicalCategory(blog.category);
  const date = new Date(blog.date);
  const own = contentLangProps(blog.language, locale);
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-card border border-ink/10 bg-white shadow-card">
      <div className="relative aspect-[16/10] bg-brand-50">
        {blog.imagePath ? (
          <Image
            src={priority ? inlinedIfOurs(blog.imagePath) : blog.imagePath}
            alt=""
            priority={priority && isLocalImage(blog.imagePath)}
            className="object-cover"
          />
        ) : null}
        <span className="absolute start-3 top-3 rounded-full bg-white px-3 py-1 text-xs font-bold text-brand-800">
          {category ? t(`categories.${category}`) : blog.category}
        </span>
      </div>
      <div className="flex flex-1 flex-col p-5">
        <p className="text-sm text-ink-subtle">
          <time dateTime={date.toISOString()}>{formatPostDate(date, locale)}</time>
          {blog.authorName ? <> · {t('by', { name: blog.authorName })}</> : null}
        </p>
        <h3 className="mt-2 text-lg font-bold text-ink" title={blog.title} {...own}>
          <Link href={`/blogs/${blog.id}`} className="after:absolute after:inset-0 hover:underline">
            {truncate(blog.title, 25)}
          </Link>
        </h3>
        <p className="mt-2 flex-1 text-ink-muted" {...own}>
          {truncate(htmlToText(blog.content), 90)}
        </p>
        <span aria-hidden className="mt-4 text-sm font-bold text-brand-700">
          {t('readMore')} →
        </span>
      </div>
    </article>
  );
}
