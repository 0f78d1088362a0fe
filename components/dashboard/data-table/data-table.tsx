'use client';

import { clsx } from 'clsx';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { alignClass, hideClass, type Columns } from './columns';
import { FilterTabs, type FilterTab } from './filter-tabs';
import { TableBody } from './table-body';
import { TableMessage } from './table-message';
import { TablePagination } from './table-pagination';
import { TableToolbar } from './table-toolbar';
import type { ListState } from './use-list-params';

export type QueryState = {
  isPending: boolean;
  isError: boolean;
  error?: Error | null;
  isFetching?: boolean;
  refetch: () => unknown;
};

export type DataTableProps<T> = {
  /** The table's accessible name (its caption), e.g. "Users". */
  label: string;
  columns: Columns<T>;
  /** The list call's query. Its page (`{ data, totalRecords }`) gives the rows unless `rows` and `totalRecords` are given. */
  query: QueryState & { data?: { data: T[]; totalRecords: number } };
  /** Rows the screen worked out itself (e.g. searched and paged in the browser); `undefined` while loading. */
  rows?: T[] | undefined;
  totalRecords?: number;
  list: {
    params: ListState & Record<string, unknown>;
    set: (patch: Record<string, string | number | undefined | null>, mode?: 'push' | 'replace') => void;
  };
  /** Status tabs bound to one list parameter, e.g. `{ param: 'status', items: [...] }`; '' is "all". */
  tabs?: { param: string; items: FilterTab[] };
  /** More filters beside the search box (selects, date ranges), already bound to `list.set`. */
  filters?: ReactNode;
  /** The ⋮ menu of one row. */
  rowActions?: (row: T) => ReactNode;
  /** What an empty list says when no search or filter is set, e.g. "No payment attempts yet". */
  emptyText?: string;
  /** What it says when a search or filter is set and nothing matches, e.g. "No payment attempts match these filters". */
  noMatchText?: string;
  /**
   * Whether a search or filter narrows the list. By default any list parameter besides paging and sorting does; a
   * screen whose address carries something else (a week, an open drawer) says it itself.
   */
  filtered?: boolean;
  searchPlaceholder?: string;
} & RowIdProp<T>;

/** Rows with an `id` are known by it; others say what identifies them. */
type RowIdProp<T> = T extends { id: string } ? { getRowId?: (row: T) => string } : { getRowId: (row: T) => string };

const rowId = (row: unknown) => (row as { id: string }).id;

const NOT_FILTERS = new Set(['pageNumber', 'pageSize', 'sortBy', 'sortOrder']);
/** True when a list's parameters narrow it: a search, a tab or any other filter, as opposed to paging and sorting. */
export const isFiltered = (params: Record<string, unknown>) =>
  Object.entries(params).some(([key, value]) => !NOT_FILTERS.has(key) && value !== undefined && value !== '');

/**
 * The one list table of the back office: filter tabs with counts, search, extra filters, column visibility, sortable
 * headers, row actions, skeleton, empty and error states, and pagination, all against the API's paged list calls
 * with the state in the URL (useListParams).
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { label, columns, query, list, tabs, filters, rowActions, searchPlaceholder } = props;
  const rows = 'rows' in props ? props.rows : query.data?.data;
  const totalRecords = props.totalRecords ?? query.data?.totalRecords ?? 0;
  const getRowId = (props as { getRowId?: (row: T) => string }).getRowId ?? rowId;
  const t = useTranslations('dashboardTable');
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const visible = columns.filter((c) => !hidden.has(c.id));
  const { params, set } = list;
  const message = !query.isPending && (query.isError || !rows?.length);
  const filtered = props.filtered ?? isFiltered(params);
  const emptyText = filtered ? (props.noMatchText ?? t('noMatch')) : (props.emptyText ?? t('empty'));

  const sortBy = (key: string) => {
    // asc → desc → the list's default order
    if (params.sortBy !== key) set({ sortBy: key, sortOrder: 'asc' });
    else if (params.sortOrder === 'asc') set({ sortBy: key, sortOrder: 'desc' });
    else set({ sortBy: undefined, sortOrder: undefined });
  };
  const toggle = (id: string) =>
    setHidden((h) => {
      const next = new Set(h);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <section aria-label={label} className="overflow-hidden rounded-card bg-surface shadow-card">
      {tabs ? (
        <FilterTabs
          label={t('filterBy')}
          tabs={tabs.items}
          value={String(params[tabs.param] ?? '')}
          onChange={(v) => set({ [tabs.param]: v || undefined })}
        />
      ) : null}
      <TableToolbar
        columns={columns}
        hidden={hidden}
        onToggle={toggle}
        search={params.search ?? ''}
        onSearch={(search) => set({ search }, 'replace')}
        placeholder={searchPlaceholder}
        filters={filters}
      />
      <div className="relative overflow-x-auto" role="region" aria-label={t('scrollRegion', { label })} tabIndex={0}>
        {query.isFetching && !query.isPending ? (
          <div aria-hidden className="absolute inset-x-0 top-0 h-0.5 animate-pulse bg-brand-600" />
        ) : null}
        {/* Rows keep a phone-width minimum and scroll sideways; a bare header shrinks to fit above the message. */}
        <table className={clsx('w-full border-collapse text-sm', !message && 'min-w-[36rem] sm:min-w-0')}>
          <caption className="sr-only">{label}</caption>
          <thead className="bg-surface-muted text-ink-muted">
            <tr>
              {visible.map((c) => {
                const sorted = c.sortKey && params.sortBy === c.sortKey ? params.sortOrder : undefined;
                return (
                  <th
                    key={c.id}
                    scope="col"
                    aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                    className={clsx(
                      'whitespace-nowrap px-4 py-3 font-semibold',
                      alignClass(c),
                      c.hideBelow && hideClass[c.hideBelow],
                    )}
                  >
                    {c.sortKey ? (
                      <button
                        type="button"
                        onClick={() => sortBy(c.sortKey!)}
                        className="inline-flex min-h-9 items-center gap-1 rounded hover:text-ink"
                      >
                        {c.header}
                        {sorted === 'asc' ? (
                          <ArrowUp aria-hidden className="size-4" />
                        ) : sorted === 'desc' ? (
                          <ArrowDown aria-hidden className="size-4" />
                        ) : (
                          <ArrowUpDown aria-hidden className="size-4 opacity-40" />
                        )}
                      </button>
                    ) : (
                      c.header
                    )}
                  </th>
                );
              })}
              {rowActions ? (
                <th scope="col" className="w-14 px-2 py-3">
                  <span className="sr-only">{t('actions')}</span>
                </th>
              ) : null}
            </tr>
          </thead>
          <TableBody columns={visible} rows={rows} getRowId={getRowId} query={query} rowActions={rowActions} />
        </table>
      </div>
      {message ? <TableMessage query={query} emptyText={emptyText} /> : null}
      <TablePagination
        pageNumber={params.pageNumber}
        pageSize={params.pageSize}
        totalRecords={totalRecords}
        onPage={(pageNumber) => set({ pageNumber })}
        onPageSize={(pageSize) => set({ pageSize })}
      />
    </section>
  );
}
