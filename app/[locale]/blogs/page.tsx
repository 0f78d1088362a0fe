import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { BlogListView, blogListMetadata, type BlogSearchParams } from '@/components/site/blog/blog-list-view';
import type { Locale } from '@/lib/i18n/routing';

// The list depends on ?page=, ?category= and ?q=, so it is rendered per request (never at build time).
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<BlogSearchParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return blogListMetadata((await params).locale);
}

export default async function BlogsPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <BlogListView basePath="/blogs" searchParams={await searchParams} />;
}
