import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call, urlOf } from '@/lib/http/client';
import { withFallback } from '@/lib/http/fallback';
import type { ApiResult } from '@/lib/http/types';
import type { PeriodKind } from '@/lib/network/rules';
import type { getNetworkOverview } from '@/lib/server/network/overview';

export type NetworkOverview = ApiResult<typeof getNetworkOverview>;
export type PeriodInput = { period: PeriodKind; from?: string; to?: string };

export const networkOverviewQuery = (input: PeriodInput) =>
  queryOptions({
    queryKey: ['network', 'overview', input] as const,
    queryFn: ({ signal }) =>
      withFallback(
        call('GET /api/network/overview', { query: input, signal }),
        'The network figures could not be loaded',
      ),
    // Changing the period keeps the old figures on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });

export const networkCsvUrl = (input: PeriodInput) => urlOf('GET /api/network/overview/csv', { query: input });
