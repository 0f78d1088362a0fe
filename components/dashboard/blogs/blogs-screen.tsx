'use client';

import { useQuery } from '@tanstack/react-query';
import { ExternalLink, Pencil, Plus } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import Link from '@/components/ui/link';
import { useMemo } from 'react';
import type { Columns } from '@/components/dashboard/data-table/columns';
import { DataTable } from '@/components/dashboard/data-table/data-table';
import { statusTabs } from '@/components/dashboard/data-table/filter-tabs';
import { RowActions } from '@/components/dashboard/data-table/row-actions';
import { useDeleteWithConfirm } from '@/components/dashboard/data-table/use-delete-with-confirm';
import { useListParams } from '@/components/dashboard/data-table/use-list-params';
import { PageHeader } from '@/components/dashboard/page-header';
import { buttonClass } from '@/components/ui/button';
import { StatusLabel } from '@/components/ui/status-label';
import { adminBlogsQuery, useDeleteBlog, type AdminBlog } from '@/lib/blogs/hooks';
import { formatDate } from '@/lib/dashboard/labels';
import { BLOG_SORTS, BLOG_STATUSES_LIST } from '@/lib/schemas/list-fields';
import { BLOG_CATEGORIES, BLOG_STATUS_TONES, categoryKey, isCareer } from './blog-labels';

/** /dashboard/blogs/list: the company's blog and job posts, drafts included; tabs by status, category, search, sort. */
export function BlogsScreen() {
  const t = useTranslations('dashboardBlogs');
  const locale = useLocale();
  const list = useListParams({
    sortable: BLOG_SORTS,
    filters: { status: BLOG_STATUSES_LIST, category: BLOG_CATEGORIES },
    pageSize: 25,
  });
  const query = useQuery(adminBlogsQuery(list.params));
  const remove = useDeleteBlog();
  const del = useDeleteWithConfirm({
    namespace: 'dashboardBlogs',
    remove: (b: AdminBlog) => remove.mutateAsync(b.id),
    values: (b: AdminBlog) => ({ title: b.title }),
  });
  const counts = query.data?.counts;
  const categoryLabel = (c: string) => {
    const key = categoryKey(c);
    return key ? t(`categories.${key}`) : c;
  };

  const columns: Columns<AdminBlog> = useMemo(
    () => [
      {
        id: 'title',
        header: t('columns.title'),
        sortKey: 'title',
        hideable: false,
        cell: (b: AdminBlog) => (
          <div className="min-w-0">
            <Link
              href={`/dashboard/blogs/${b.id}/edit`}
              dir="auto"
              className="block max-w-[22rem] truncate font-semibold hover:underline"
            >
              {b.title}
            </Link>
            {isCareer(b.category) && b.location ? (
              <span dir="auto" className="block truncate text-ink-subtle">
                {b.location}
              </span>
            ) : null}
          </div>
        ),
      },
      {
        id: 'category',
        header: t('columns.category'),
        sortKey: 'category',
        hideBelow: 'sm' as const,
        cell: (b: AdminBlog) => categoryLabel(b.category),
      },
      {
        id: 'status',
        header: t('columns.status'),
        sortKey: 'status',
        cell: (b: AdminBlog) => (
          <StatusLabel tone={BLOG_STATUS_TONES[b.status]}>{t(`statuses.${b.status}`)}</StatusLabel>
        ),
      },
      { id: 'author', header: t('columns.author'), hideBelow: 'lg' as const, cell: (b: AdminBlog) => b.user ?? '—' },
      {
        id: 'date',
        header: t('columns.date'),
        sortKey: 'date',
        hideBelow: 'md' as const,
        cell: (b: AdminBlog) => formatDate(b.date, locale),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- categoryLabel only reads t
    [t, locale],
  );

  const tabs = statusTabs(BLOG_STATUSES_LIST, {
    all: t('statuses.all'),
    label: (s) => t(`statuses.${s}`),
    tone: (s) => BLOG_STATUS_TONES[s],
    counts,
  });

  const categoryFilter = (
    <div>
      <label htmlFor="blog-category" className="sr-only">
        {t('filterCategory')}
      </label>
      <select
        id="blog-category"
        value={list.params.category ?? ''}
        onChange={(e) => list.set({ category: e.target.value || undefined })}
        className="min-h-11 max-w-full rounded border border-ink/25 bg-surface px-3 text-sm"
      >
        <option value="">{t('categories.all')}</option>
        {BLOG_CATEGORIES.map((c) => (
          <option key={c} value={c}>
            {categoryLabel(c)}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <>
      <PageHeader
        title={t('title')}
        crumbs={[{ label: t('title') }]}
        description={t('description')}
        actions={
          <Link href="/dashboard/blogs/new" className={buttonClass('primary')}>
            <Plus aria-hidden className="size-4" />
            {t('newPost')}
          </Link>
        }
      />
      <DataTable
        label={t('title')}
        columns={columns}
        query={query}
        list={list}
        tabs={{ param: 'status', items: tabs }}
        filters={categoryFilter}
        searchPlaceholder={t('searchPlaceholder')}
        emptyText={t('empty')}
        noMatchText={t('noMatch')}
        rowActions={(b) => (
          <RowActions
            label={t('actionsFor', { title: b.title })}
            actions={[
              {
                label: t('edit'),
                href: `/dashboard/blogs/${b.id}/edit`,
                icon: <Pencil aria-hidden className="size-4" />,
              },
              ...(b.status === 'published'
                ? [
                    {
                      label: t('viewPublic'),
                      href: isCareer(b.category) ? `/career/${b.id}` : `/blogs/${b.id}`,
                      icon: <ExternalLink aria-hidden className="size-4" />,
                    },
                  ]
                : []),
              del.action(b),
            ]}
          />
        )}
      />
      {del.dialog}
    </>
  );
}
