import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { getMyCalendarFeed } from '@/lib/server/services/calendar-feeds';
import { withFallback } from './fallback';
import { call } from './http';
import { useMutation } from './mutation';
import type { ApiResult } from './types';

export type CalendarFeed = ApiResult<typeof getMyCalendarFeed>;

export const calendarFeedKey = ['calendar-feed'] as const;

export const calendarFeedQuery = () =>
  queryOptions({
    queryKey: calendarFeedKey,
    queryFn: () => withFallback(call('GET /api/calendar/feed'), 'An unexpected error occurred'),
  });

/** POST (a new address) or DELETE (revoke) /api/calendar/feed; the answer is the new state, written straight to the cache. */
export function useCalendarFeedChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: 'regenerate' | 'revoke') =>
      withFallback(
        action === 'regenerate' ? call('POST /api/calendar/feed') : call('DELETE /api/calendar/feed'),
        'An unexpected error occurred',
      ),
    onSuccess: (feed) => queryClient.setQueryData(calendarFeedKey, feed),
  });
}
