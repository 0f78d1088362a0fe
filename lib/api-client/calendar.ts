import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { getMyCalendarFeed } from '@/lib/server/services/calendar-feeds';
import { withFallback } from './fallback';
import { apiFetch } from './http';
import { useMutation } from './mutation';
import type { ApiResult } from './types';

export type CalendarFeed = ApiResult<typeof getMyCalendarFeed>;

export const calendarFeedKey = ['calendar-feed'] as const;

// GET /api/calendar/feed
export const calendarFeedQuery = () =>
  queryOptions({ queryKey: calendarFeedKey, queryFn: () => withFallback(apiFetch<CalendarFeed>('/api/calendar/feed'), 'An unexpected error occurred') });

/** POST (a new address) or DELETE (revoke) /api/calendar/feed; the answer is the new state, written straight to the cache. */
export function useCalendarFeedChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: 'regenerate' | 'revoke') =>
      withFallback(apiFetch<CalendarFeed>('/api/calendar/feed', { method: action === 'regenerate' ? 'POST' : 'DELETE' }), 'An unexpected error occurred'),
    onSuccess: (feed) => queryClient.setQueryData(calendarFeedKey, feed),
  });
}
