import type { ReactNode } from 'react';

/**
 * One column of a back-office table. The server sorts, filters and pages every list, so a table needs no row model:
 * just what to show, how to sort it (the list call's `sortBy` value) and when to hide it. (TanStack Table was measured
 * here at 11 KiB gzip per list screen for features the server already provides; see docs/back-office.md.)
 */
export type Column<T> = {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** The list call's `sortBy` value for this column; absent: not sortable. */
  sortKey?: string;
  /** Hide below this breakpoint (phones show the essentials; the rest is a tap away on the row's page). */
  hideBelow?: 'sm' | 'md' | 'lg';
  align?: 'start' | 'end' | 'center';
  /** false keeps the column out of the show/hide menu (the column that names the row). */
  hideable?: boolean;
};

export type Columns<T> = Column<T>[];

export const hideClass = {
  sm: 'hidden sm:table-cell',
  md: 'hidden md:table-cell',
  lg: 'hidden lg:table-cell',
} as const;
export const alignClass = (c: Pick<Column<unknown>, 'align'>) =>
  c.align === 'end' ? 'text-end' : c.align === 'center' ? 'text-center' : 'text-start';
