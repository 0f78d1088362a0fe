'use client';

import { clsx } from 'clsx';
import { Inbox, TriangleAlert } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { alignClass, hideClass, type Columns } from './columns';
import type { QueryState } from './data-table';

type Props<T> = {
  columns: Columns<T>;
  rows: T[] | undefined;
  getRowId: (row: T) => string;
  query: QueryState;
  rowActions?: (row: T) => ReactNode;
  emptyText: string;
};

/** The rows, or a skeleton while the first page loads, or the empty and error states in one full-width cell. */
export function TableBody<T>({ columns, rows, getRowId, query, rowActions, emptyText }: Props<T>) {
  const t = useTranslations('dashboardTable');
  const span = columns.length + (rowActions ? 1 : 0);
  const cellClass = (c: Columns<T>[number]) =>
    clsx('px-4 py-3 align-middle', alignClass(c), c.hideBelow && hideClass[c.hideBelow]);

  if (query.isPending) {
    return (
      <tbody aria-busy="true">
        {Array.from({ length: 5 }, (_, i) => (
          <tr key={i} className="border-t border-line">
            {columns.map((c) => (
              <td key={c.id} className={cellClass(c)}>
                <span className="block h-4 animate-pulse rounded bg-ink/10" />
              </td>
            ))}
            {rowActions ? <td /> : null}
          </tr>
        ))}
        <tr className="sr-only">
          <td>{t('loading')}</td>
        </tr>
      </tbody>
    );
  }

  if (query.isError || !rows?.length) {
    return (
      <tbody>
        <tr>
          <td colSpan={span} className="px-4 py-14 text-center">
            {query.isError ? (
              <div role="alert" className="flex flex-col items-center gap-3">
                <TriangleAlert aria-hidden className="size-10 text-danger" />
                <p className="font-semibold">{t('errorTitle')}</p>
                <p className="text-sm text-ink-muted">{query.error?.message}</p>
                <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
                  {t('retry')}
                </Button>
              </div>
            ) : (
              <div className="flex flex-col items-center gap-3 text-ink-subtle">
                <Inbox aria-hidden className="size-10" />
                <p role="status" className="font-semibold text-ink-muted">
                  {emptyText}
                </p>
              </div>
            )}
          </td>
        </tr>
      </tbody>
    );
  }

  return (
    <tbody>
      {rows.map((row) => (
        <tr key={getRowId(row)} className="border-t border-line hover:bg-surface-muted/60">
          {columns.map((c) => (
            <td key={c.id} className={cellClass(c)}>
              {c.cell(row)}
            </td>
          ))}
          {rowActions ? <td className="px-2 py-1 text-end">{rowActions(row)}</td> : null}
        </tr>
      ))}
    </tbody>
  );
}
