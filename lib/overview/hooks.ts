import { queryOptions } from '@tanstack/react-query';
import type { getOverview } from '@/lib/server/overview/service';
import { withFallback } from '@/lib/http/fallback';
import { call } from '@/lib/http/client';
import type { ApiResult } from '@/lib/http/types';

export type Overview = ApiResult<typeof getOverview>;

// refreshed every minute while the screen is open (who is clocked in changes)
export const overviewQuery = () =>
  queryOptions({
    queryKey: ['overview'] as const,
    queryFn: () => withFallback(call('GET /api/dashboard/overview'), 'An unexpected error occurred'),
    refetchInterval: 60_000,
  });
