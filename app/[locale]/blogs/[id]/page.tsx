import type { Metadata } from 'next';
import { Photo as Image } from '@/components/ui/photo';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { formatPostDate } from '@/lib/i18n/format';
import { BlogSidebar } from '@/components/site/blog/blog-sidebar';
import { canonicalCategory, htmlToText, truncate } from '@/components/site/blog/blog-text';
import { CommentForm } from '@/components/site/blog/comment-form';
import { SanitizedHtml } from '@/components/site/blog/sanitized-html';
import { JsonLd } from '@/components/site/json-ld';
import { inlinedIfOurs } from '@/lib/content/image-data-url';
import { PageBanner } from '@/components/site/page-banner';
import { BRAND } from '@/lib/brand';
import { Link } from '@/components/site/locale-link';
import { contentLangProps, languageName } from '@/lib/i18n/content-language';
import type { Locale } from '@/lib/i18n/routing';
import { localizedUrl, pageMetadata, siteUrl } from '@/lib/seo';
import { getDb } from '@/lib/server/db/client';
import { getPublishedBlog } from '@/lib/server/blogs/service';

// Rendered per request with the request's CSP nonce: it shows what the office publishes, read from the database.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: Locale; id: string }> };

async function load(id: string) {
  return getPublishedBlog(await getDb(), id);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params;
  const blog = await load(id);
  if (!blog) return { title: (await getTranslations({ locale, namespace: 'meta' }))('notFoundTitle') };
  return pageMetadata({
    locale,
    contentLocale: blog.language,
    path: `/blogs/${blog.id}`,
    title: blog.title,
    description: truncate(htmlToText(blog.content), 160),
    image: blog.imagePath ?? undefined,
    imageAlt: blog.title,
    type: 'article',
  });
}

export default async function BlogDetailPage({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const blog = await load(id);
  if (!blog) notFound();
  const t = await getTranslations('blog');
  const category = canonicalCategory(blog.category);
  // The post's own-language address is its canonical one (see pageMetadata's contentLocale).
  const url = localizedUrl(`/blogs/${blog.id}`, blog.language);
  const own = contentLangProps(blog.language, locale);
  const image = blog.imagePath
    ? blog.imagePath.startsWith('http')
      ? blog.imagePath
      : `${siteUrl()}${blog.imagePath}`
    : undefined;

  return (
    <>
      <PageBanner
        path={`/blogs/${blog.id}`}
        title={blog.title}
        titleProps={own}
        parents={[{ href: '/blogs', label: t('heading') }]}
      />
      <div className="mx-auto grid max-w-content gap-10 px-4 py-12 lg:grid-cols-[1fr_320px]">
        <article>
          {blog.imagePath ? (
            <div className="relative aspect-[16/10] overflow-hidden rounded-card bg-brand-50">
              <Image src={inlinedIfOurs(blog.imagePath)} alt="" priority className="object-cover" />
            </div>
          ) : null}
          <p className="mt-6 flex flex-wrap gap-x-3 gap-y-1 text-sm text-ink-subtle">
            <time dateTime={blog.date.toISOString()}>{t('postedOn', { date: formatPostDate(blog.date, locale) })}</time>
            {blog.authorName ? <span>· {t('by', { name: blog.authorName })}</span> : null}
            {category ? (
              <Link
                href={{ pathname: '/blogs', query: { category } }}
                className="font-semibold text-brand-700 hover:underline"
              >
                · {t(`categories.${category}`)}
              </Link>
            ) : null}
          </p>
          {own.lang ? (
            <p className="mt-2 text-sm italic text-ink-subtle">
              {t('writtenIn', { language: languageName(blog.language, locale) })}
            </p>
          ) : null}
          <SanitizedHtml html={blog.content} className="mt-2" {...own} />
          <CommentForm />
          <Link href="/blogs" className="mt-8 inline-block font-semibold text-brand-700 hover:underline">
            <span aria-hidden className="inline-block rtl:rotate-180">
              ←
            </span>{' '}
            {t('backToBlog')}
          </Link>
        </article>
        <BlogSidebar currentId={blog.id} />
      </div>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'BlogPosting',
          headline: blog.title,
          inLanguage: blog.language,
          mainEntityOfPage: url,
          url,
          datePublished: blog.date.toISOString(),
          dateModified: blog.updatedAt.toISOString(),
          ...(image ? { image } : {}),
          author: blog.authorName
            ? { '@type': 'Person', name: blog.authorName }
            : { '@type': 'Organization', name: BRAND },
          publisher: {
            '@type': 'Organization',
            name: BRAND,
            logo: { '@type': 'ImageObject', url: `${siteUrl()}/images/logo.svg` },
          },
          articleSection: category ?? blog.category,
          keywords: blog.tags.join(', '),
          description: truncate(htmlToText(blog.content), 200),
        }}
      />
    </>
  );
}
