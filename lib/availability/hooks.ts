import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/http/client';
import { withFallback } from '@/lib/http/fallback';
import type { ApiResult } from '@/lib/http/types';
import type { listCalendars } from '@/lib/server/availability/service';
import type { listConflicts } from '@/lib/server/availability/conflicts';

export type Calendars = ApiResult<typeof listCalendars>;
export type ConnectedCalendar = Calendars['data'][number];
export type Conflicts = ApiResult<typeof listConflicts>;

const FALLBACK = 'An unexpected error occurred';

export const availabilityKeys = {
  all: ['availability'] as const,
  calendars: (userId?: string) => [...availabilityKeys.all, 'calendars', userId ?? 'me'] as const,
  conflicts: () => [...availabilityKeys.all, 'conflicts'] as const,
};

/** A cleaner's calendars: one's own without `userId`, or the office's view of a cleaner. */
export const calendarsQuery = (userId?: string) =>
  queryOptions({
    queryKey: availabilityKeys.calendars(userId),
    queryFn: () => withFallback(call('GET /api/availability/calendars', { query: userId ? { userId } : {} }), FALLBACK),
  });

export const conflictsQuery = () =>
  queryOptions({
    queryKey: availabilityKeys.conflicts(),
    queryFn: () => withFallback(call('GET /api/availability/conflicts', { query: {} }), FALLBACK),
  });

/** Connecting and removing change busy time, so every availability query is read again. */
export function useConnectCalendar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { url: string; userId?: string }) => call('POST /api/availability/calendars', { json: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: availabilityKeys.all }),
  });
}

export function useRemoveCalendar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => withFallback(call('DELETE /api/availability/calendars', { query: { id } }), FALLBACK),
    onSettled: () => queryClient.invalidateQueries({ queryKey: availabilityKeys.all }),
  });
}
