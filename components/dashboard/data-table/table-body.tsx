'use client';

import { clsx } from 'clsx';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { alignClass, hideClass, type Columns } from './columns';
import type { QueryState } from './data-table';

type Props<T> = {
  columns: Columns<T>;
  rows: T[] | undefined;
  getRowId: (row: T) => string;
  query: QueryState;
  rowActions?: (row: T) => ReactNode;
};

/** The rows, or a skeleton while the first page loads; nothing when there are none (TableMessage says why). */
export function TableBody<T>({ columns, rows, getRowId, query, rowActions }: Props<T>) {
  const t = useTranslations('dashboardTable');
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

  // The empty and error states stand below the table (TableMessage).
  if (query.isError || !rows?.length) return null;

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
