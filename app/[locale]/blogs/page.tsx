import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { BlogListView, type BlogSearchParams } from '@/components/site/blog/blog-list-view';
import type { Locale } from '@/lib/i18n/routing';
import { pageMetadata } from '@/lib/seo';

// The list depends on ?page=, ?category= and ?q=, so it is rendered per request (never at build time).
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<BlogSearchParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'blog' });
  return pageMetadata({ locale, path: '/blogs', title: t('metaTitle'), description: t('metaDescription') });
}

export default async function BlogsPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <BlogListView basePath="/blogs" searchParams={await searchParams} />;
}
