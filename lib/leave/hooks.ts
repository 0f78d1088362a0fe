import { keepPreviousData, queryOptions, useQueryClient, useMutation } from '@tanstack/react-query';
import type { CreateLeaveInput, ListLeaveInput, UpdateLeaveInput } from '@/lib/leave/schemas';
import type { getLeave, listLeave } from '@/lib/server/leave/service';
import { withFallback } from '@/lib/http/fallback';
import { call } from '@/lib/http/client';
import type { ApiResult } from '@/lib/http/types';

export type LeavePage = ApiResult<typeof listLeave>;
export type Leave = ApiResult<typeof getLeave>;

export const leaveKeys = {
  all: ['leave'] as const,
  lists: () => [...leaveKeys.all, 'list'] as const,
  list: (params: Partial<ListLeaveInput>) => [...leaveKeys.lists(), params] as const,
};

// pageNumber, pageSize, search, sortBy, sortOrder, status, userId, startDate, endDate
export const leaveListQuery = (params: Partial<ListLeaveInput>) =>
  queryOptions({
    queryKey: leaveKeys.list(params),
    queryFn: () =>
      withFallback(
        call('POST /api/leaveTaken/leaveTakens', { json: { pageNumber: 1, pageSize: 100, ...params } }),
        'Failed to fetch leaves',
      ),
    placeholderData: keepPreviousData,
  });

function useLeaveMutation<I>(call: (input: I) => Promise<Leave>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: leaveKeys.lists() }),
  });
}

export const useCreateLeave = () =>
  useLeaveMutation((input: CreateLeaveInput) =>
    withFallback(call('POST /api/leaveTaken/createleaveTaken', { json: input }), 'Failed to create leave'),
  );

export const useUpdateLeave = () =>
  useLeaveMutation((input: UpdateLeaveInput) =>
    withFallback(call('PUT /api/leaveTaken/updateleaveTaken', { json: input }), 'Failed to update leave'),
  );

// the shifts a leave request would clash with (a Cleaner sees their own; admins filter by cleaner)
export const leaveClashQuery = (startDate: string, endDate: string, cleanerId?: string) =>
  queryOptions({
    queryKey: ['rota', 'leave-clash', startDate, endDate, cleanerId ?? ''] as const,
    queryFn: () => {
      return withFallback(
        call('GET /api/rota/rotas', { query: { startDate, endDate, cleanerId } }),
        'An unexpected error occurred',
      );
    },
  });
