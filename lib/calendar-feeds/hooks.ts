import { queryOptions, useQueryClient, useMutation } from '@tanstack/react-query';
import type { getMyCalendarFeed } from '@/lib/server/calendar-feeds/service';
import { withFallback } from '@/lib/http/fallback';
import { call } from '@/lib/http/client';
import type { ApiResult } from '@/lib/http/types';

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
