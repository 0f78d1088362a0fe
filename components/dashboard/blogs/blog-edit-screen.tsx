'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { PageHeader } from '@/components/dashboard/page-header';
import { QueryView } from '@/components/dashboard/query-view';
import { adminBlogQuery } from '@/lib/blogs/hooks';
import { BlogForm } from './blog-form';

/** /dashboard/blogs/new and /dashboard/blogs/{id}/edit. */
export function BlogEditScreen({ id }: { id?: string }) {
  const t = useTranslations('dashboardBlogs');
  const query = useQuery({ ...adminBlogQuery(id ?? ''), enabled: Boolean(id) });
  const crumbs = [{ label: t('title'), href: '/dashboard/blogs/list' }];
  if (!id) {
    return (
      <>
        <PageHeader
          title={t('newPost')}
          crumbs={[...crumbs, { label: t('newPost') }]}
          description={t('newDescription')}
        />
        <BlogForm />
      </>
    );
  }
  return (
    <QueryView query={query}>
      {(blog) => (
        <>
          <PageHeader title={t('editTitle')} crumbs={[...crumbs, { label: blog.title }]} />
          <BlogForm key={blog.id} blog={blog} />
        </>
      )}
    </QueryView>
  );
}
