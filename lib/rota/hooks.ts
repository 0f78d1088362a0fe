import { keepPreviousData, queryOptions, useQueryClient, useMutation } from '@tanstack/react-query';
import type { CopyWeekInput, CreateRotaInput, RotaClashesInput, UpdateRotaInput } from '@/lib/rota/schemas';
import type { getShift, listShifts } from '@/lib/server/rota/service';
import type { copyWeek, shiftClashes } from '@/lib/server/rota/planning';
import { withFallback } from '@/lib/http/fallback';
import { call } from '@/lib/http/client';
import type { ApiResult } from '@/lib/http/types';

export type ShiftPage = ApiResult<typeof listShifts>;
export type Shift = ApiResult<typeof getShift>;

export const rotaKeys = {
  all: ['rota'] as const,
  lists: () => [...rotaKeys.all, 'list'] as const,
  week: (startDate: string, endDate: string) => [...rotaKeys.lists(), startDate, endDate] as const,
  detail: (id: string) => [...rotaKeys.all, 'detail', id] as const,
};

// the week's shifts (admins: the company's; a Cleaner: their own)
export const weekShiftsQuery = (startDate: string, endDate: string) =>
  queryOptions({
    queryKey: rotaKeys.week(startDate, endDate),
    queryFn: () =>
      withFallback(call('GET /api/rota/rotas', { query: { startDate, endDate } }), 'An unexpected error occurred'),
    placeholderData: keepPreviousData,
  });

export const shiftQuery = (id: string) =>
  queryOptions({
    queryKey: rotaKeys.detail(id),
    queryFn: () => withFallback(call('GET /api/Rota/Details', { query: { id } }), 'An unexpected error occurred'),
  });

function useShiftMutation<I>(call: (input: I) => Promise<Shift>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (shift) => {
      void queryClient.invalidateQueries({ queryKey: rotaKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: rotaKeys.detail(shift.id) });
    },
  });
}

export const useCreateShift = () =>
  useShiftMutation((input: CreateRotaInput) =>
    withFallback(call('POST /api/rota/createrota', { json: input }), 'An unexpected error occurred'),
  );

export const useUpdateShift = () =>
  useShiftMutation((input: UpdateRotaInput) =>
    withFallback(call('PUT /api/rota/UpdateRota', { json: input }), 'An unexpected error occurred'),
  );

type Move = { id: string; cleanerId: string; date: string; cleanerName?: string | null };

/**
 * PUT /api/rota/updaterota with a new cleaner and day: the planner shows the move at once and puts the shift back
 * where it was when the server refuses (the caller shows the server's message).
 */
export function useMoveShift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, cleanerId, date }: Move) =>
      withFallback(call('PUT /api/rota/UpdateRota', { json: { id, cleanerId, date } }), 'An unexpected error occurred'),
    onMutate: async (move: Move) => {
      await queryClient.cancelQueries({ queryKey: rotaKeys.lists() });
      const before = queryClient.getQueriesData<ShiftPage>({ queryKey: rotaKeys.lists() });
      queryClient.setQueriesData<ShiftPage>(
        { queryKey: rotaKeys.lists() },
        (page) =>
          page && {
            ...page,
            data: page.data.map((s) =>
              s.id === move.id
                ? { ...s, cleanerId: move.cleanerId, date: move.date, cleanerName: move.cleanerName ?? s.cleanerName }
                : s,
            ),
          },
      );
      return { before };
    },
    onError: (_error, _move, context) => {
      for (const [key, data] of context?.before ?? []) queryClient.setQueryData(key, data);
    },
    onSettled: (shift) => {
      void queryClient.invalidateQueries({ queryKey: rotaKeys.lists() });
      if (shift) void queryClient.invalidateQueries({ queryKey: rotaKeys.detail(shift.id) });
    },
  });
}

export type CopyWeekResult = ApiResult<typeof copyWeek>;
export type ShiftClashes = ApiResult<typeof shiftClashes>;

export function useCopyWeek() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CopyWeekInput) =>
      withFallback(call('POST /api/Rota/CopyWeek', { json: input }), 'An unexpected error occurred'),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: rotaKeys.lists() }),
  });
}

// checked as the office picks the cleaner, day and times
export const shiftClashesQuery = (input: RotaClashesInput) =>
  queryOptions({
    queryKey: [...rotaKeys.all, 'clashes', input] as const,
    queryFn: () => {
      return withFallback(call('GET /api/Rota/Clashes', { query: input }), 'An unexpected error occurred');
    },
    placeholderData: keepPreviousData,
  });
