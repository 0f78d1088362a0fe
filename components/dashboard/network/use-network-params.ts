'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useCallback, useMemo } from 'react';
import { FIGURES, PERIODS, type Figure, type PeriodKind } from '@/lib/network/rules';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The overview's state in its address (period, custom dates, search, sort, the trend's figure and office), so a
 * comparison can be bookmarked or sent to a colleague. Unknown values fall back to the defaults.
 */
export function useNetworkParams() {
  const searchParams = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const params = useMemo(() => {
    const get = (k: string) => searchParams.get(k) ?? undefined;
    const period = (PERIODS as readonly string[]).includes(get('period') ?? '')
      ? (get('period') as PeriodKind)
      : 'month';
    const from = DATE.test(get('from') ?? '') ? get('from') : undefined;
    const to = DATE.test(get('to') ?? '') ? get('to') : undefined;
    const sortBy = (FIGURES as readonly string[]).includes(get('sortBy') ?? '') ? (get('sortBy') as Figure) : undefined;
    const figure = (FIGURES as readonly string[]).includes(get('figure') ?? '')
      ? (get('figure') as Figure)
      : 'paidPence';
    return {
      input: period === 'custom' ? { period, from, to } : { period },
      search: get('search')?.slice(0, 100) ?? '',
      sortBy,
      sortOrder: get('sortOrder') === 'asc' ? ('asc' as const) : ('desc' as const),
      figure,
      office: get('office') ?? '',
    };
  }, [searchParams]);
  const set = useCallback(
    (patch: Record<string, string | undefined>, mode: 'push' | 'replace' = 'push') => {
      const next = new URLSearchParams(searchParams.toString());
      for (const [k, v] of Object.entries(patch)) {
        if (v) next.set(k, v);
        else next.delete(k);
      }
      const url = next.size ? `${pathname}?${next}` : pathname;
      if (mode === 'replace') router.replace(url, { scroll: false });
      else router.push(url, { scroll: false });
    },
    [searchParams, router, pathname],
  );
  return { params, set };
}
