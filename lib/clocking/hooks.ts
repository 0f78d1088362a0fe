import { keepPreviousData, queryOptions, useQueryClient, useMutation } from '@tanstack/react-query';
import type { ClockInInput, ClockOutInput, ListClockInput } from '@/lib/clocking/schemas';
import type { getClockRecord, listClockRecords } from '@/lib/server/clocking/records';
import { withFallback } from '@/lib/http/fallback';
import { call } from '@/lib/http/client';
import type { ApiResult } from '@/lib/http/types';

export type ClockPage = ApiResult<typeof listClockRecords>;
export type ClockRecord = ApiResult<typeof getClockRecord>;

export const clockKeys = {
  all: ['clocking'] as const,
  lists: () => [...clockKeys.all, 'list'] as const,
  list: (params: Partial<ListClockInput>) => [...clockKeys.lists(), params] as const,
};

// startDate, endDate, userId, state, search, sortBy, sortOrder, pageNumber, pageSize
export const clockRecordsQuery = (params: Partial<ListClockInput>) =>
  queryOptions({
    queryKey: clockKeys.list(params),
    queryFn: () =>
      withFallback(call('GET /api/ClockInAndOut/ClockInAndOuts', { query: params }), 'An unexpected error occurred'),
    placeholderData: keepPreviousData,
  });

function useClockMutation<I>(send: (input: I) => Promise<ClockRecord>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: clockKeys.lists() }),
  });
}

export const useClockIn = () =>
  useClockMutation((input: ClockInInput) =>
    withFallback(call('POST /api/ClockInAndOut/CreateClockInAndOut', { json: input }), 'An unexpected error occurred'),
  );

export const useClockOut = () =>
  useClockMutation((input: ClockOutInput) =>
    withFallback(call('PUT /api/ClockInAndOut/UpdateClockInAndOut', { json: input }), 'An unexpected error occurred'),
  );
