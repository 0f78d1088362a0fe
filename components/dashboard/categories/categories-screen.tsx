'use client';

import { useQuery } from '@tanstack/react-query';
import { Pencil, Plus } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useMemo, useState } from 'react';
import type { Columns } from '@/components/dashboard/data-table/columns';
import { DataTable } from '@/components/dashboard/data-table/data-table';
import { RowActions } from '@/components/dashboard/data-table/row-actions';
import { useDeleteWithConfirm } from '@/components/dashboard/data-table/use-delete-with-confirm';
import { useListParams } from '@/components/dashboard/data-table/use-list-params';
import { PageHeader } from '@/components/dashboard/page-header';
import { Button } from '@/components/ui/button';
import { categoriesQuery, useDeleteCategory, type Category } from '@/lib/categories/hooks';
import { formatDate } from '@/lib/dashboard/labels';

const CategoryDialog = dynamic(() => import('./category-dialog'), { ssr: false });
const SORTS = ['name', 'createdAt'] as const;

/**
 * /dashboard/category: the Services categories estimates and jobs use. A company has a handful, and the API answers
 * them all at once, so this screen searches, sorts and pages them itself (state still in the URL).
 */
export function CategoriesScreen() {
  const t = useTranslations('dashboardCategories');
  const locale = useLocale();
  const list = useListParams({ sortable: SORTS, pageSize: 25 });
  const query = useQuery(categoriesQuery());
  const remove = useDeleteCategory();
  const [editing, setEditing] = useState<Category | 'new' | null>(null);
  const del = useDeleteWithConfirm({
    namespace: 'dashboardCategories',
    remove: (c: Category) => remove.mutateAsync(c.id),
    values: (c: Category) => ({ name: c.name }),
  });
  const { search, sortBy, sortOrder, pageNumber, pageSize } = list.params;

  const { rows, total } = useMemo(() => {
    const term = search?.toLocaleLowerCase(locale);
    let all = (query.data?.data ?? []).filter((c) => !term || c.name.toLocaleLowerCase(locale).includes(term));
    if (sortBy) {
      const dir = sortOrder === 'desc' ? -1 : 1;
      all = [...all].sort(
        (a, b) =>
          dir * (sortBy === 'name' ? a.name.localeCompare(b.name, locale) : a.createdAt.localeCompare(b.createdAt)),
      );
    }
    return { rows: all.slice((pageNumber - 1) * pageSize, pageNumber * pageSize), total: all.length };
  }, [query.data, search, sortBy, sortOrder, pageNumber, pageSize, locale]);

  const columns: Columns<Category> = useMemo(
    () => [
      {
        id: 'name',
        header: t('columns.name'),
        sortKey: 'name',
        hideable: false,
        cell: (c: Category) => <span className="font-semibold">{c.name}</span>,
      },
      {
        id: 'createdAt',
        header: t('columns.createdAt'),
        sortKey: 'createdAt',
        cell: (c: Category) => formatDate(c.createdAt, locale),
      },
    ],
    [t, locale],
  );

  return (
    <>
      <PageHeader
        title={t('title')}
        crumbs={[{ label: t('title') }]}
        description={t('description')}
        actions={
          <Button onClick={() => setEditing('new')}>
            <Plus aria-hidden className="size-4" />
            {t('newTitle')}
          </Button>
        }
      />
      <DataTable
        label={t('title')}
        columns={columns}
        rows={query.data ? rows : undefined}
        totalRecords={total}
        query={query}
        list={list}
        searchPlaceholder={t('searchPlaceholder')}
        emptyText={t('empty')}
        noMatchText={t('noMatch')}
        rowActions={(c) => (
          <RowActions
            label={t('actionsFor', { name: c.name })}
            actions={[
              { label: t('edit'), onSelect: () => setEditing(c), icon: <Pencil aria-hidden className="size-4" /> },
              del.action(c),
            ]}
          />
        )}
      />
      {editing ? (
        <CategoryDialog category={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
      {del.dialog}
    </>
  );
}
