'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useCallback, useMemo } from 'react';

export type SortOrder = 'asc' | 'desc';

/** The state every list screen keeps in its URL, named as the API names it so it can be sent as it is. */
export type ListState = {
  pageNumber: number;
  pageSize: number;
  search?: string;
  sortBy?: string;
  sortOrder?: SortOrder;
};

/** What a filter accepts: one of a list of values, or a kind of free value. */
export type FilterSpec = readonly string[] | 'text' | 'uuid' | 'date' | 'int';

export type ListConfig<S extends readonly string[], F extends Record<string, FilterSpec>> = {
  /** The list call's sortable columns (its `sortBy` values). */
  sortable: S;
  filters?: F;
  /** Rows per page when the URL names none (SPEC §9: 100 for users, enquiries, franchises, jobs, invoices). */
  pageSize?: number;
};

type FilterValues<F extends Record<string, FilterSpec>> = {
  [K in keyof F]?: F[K] extends readonly (infer V)[] ? V : F[K] extends 'int' ? number : string;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function accept(spec: FilterSpec, value: string): string | number | undefined {
  if (Array.isArray(spec)) return spec.includes(value) ? value : undefined;
  if (spec === 'uuid') return UUID.test(value) ? value : undefined;
  if (spec === 'date') return DATE.test(value) && !Number.isNaN(Date.parse(value)) ? value : undefined;
  if (spec === 'int') return /^-?\d{1,9}$/.test(value) ? Number(value) : undefined;
  return value.length <= 100 ? value : undefined;
}

const positive = (value: string | null, fallback: number, max: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= max ? n : fallback;
};

/**
 * Reads a list's page, size, search, sort and filters from the URL, keeping only values the list's API call accepts
 * (the server validates them again with the list's zod schema), so a hand-edited or stale link still opens.
 * `set` writes changes back; changing anything but the page returns to page 1. Typing in the search box replaces the
 * history entry; paging, sorting and filter tabs push one, so Back steps through them.
 * Kept free of zod on purpose: list screens are the back office's most visited pages and zod would add ~25 KiB.
 */
export function useListParams<
  S extends readonly string[],
  F extends Record<string, FilterSpec> = Record<string, never>,
>(config: ListConfig<S, F>) {
  const searchParams = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const { sortable, filters, pageSize = 100 } = config;

  const params = useMemo(() => {
    const get = (key: string) => searchParams.get(key);
    const sortBy = get('sortBy');
    const order = get('sortOrder');
    const state: ListState & Record<string, unknown> = {
      pageNumber: positive(get('pageNumber'), 1, 100_000),
      pageSize: positive(get('pageSize'), pageSize, 100),
      search: get('search')?.slice(0, 100) || undefined,
      sortBy: sortBy && sortable.includes(sortBy) ? sortBy : undefined,
      sortOrder: order === 'asc' || order === 'desc' ? order : undefined,
    };
    for (const [key, spec] of Object.entries(filters ?? {})) {
      const raw = get(key);
      if (raw) state[key] = accept(spec, raw);
    }
    return state as Omit<ListState, 'sortBy'> & { sortBy?: S[number] } & FilterValues<F>;
    // The config is a literal at each call site: its content, not its identity, matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [searchParams, JSON.stringify(config)]);

  const set = useCallback(
    (patch: Record<string, string | number | undefined | null>, mode: 'push' | 'replace' = 'push') => {
      const next = new URLSearchParams(searchParams.toString());
      for (const [key, value] of Object.entries(patch)) {
        if (value === undefined || value === null || value === '') next.delete(key);
        else next.set(key, String(value));
      }
      if (!('pageNumber' in patch)) next.delete('pageNumber');
      const query = next.toString();
      const url = query ? `${pathname}?${query}` : pathname;
      if (mode === 'replace') router.replace(url, { scroll: false });
      else router.push(url, { scroll: false });
    },
    [searchParams, router, pathname],
  );

  /** True when the address carries no list state: the view a server-side first read (if any) was made for. */
  const isDefault = searchParams.toString() === '';
  return { params, set, isDefault };
}
