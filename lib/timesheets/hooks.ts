import { keepPreviousData, queryOptions, useQueryClient, useMutation } from '@tanstack/react-query';
import type { ApproveTimesheetInput, CreateTimeEntryInput, ListTimesheetsInput } from '@/lib/timesheets/schemas';
import type { createTimeEntry, getTimesheetWeek } from '@/lib/server/timesheets/week';
import type { listTimesheets } from '@/lib/server/timesheets/queries';
import type { approveTimesheet } from '@/lib/server/timesheets/service';
import { clockKeys } from '@/lib/clocking/hooks';
import { withFallback } from '@/lib/http/fallback';
import { call } from '@/lib/http/client';
import type { ApiResult } from '@/lib/http/types';
import { urlOf } from '@/lib/http/client';

export type TimesheetPage = ApiResult<typeof listTimesheets>;
export type Timesheet = ApiResult<typeof approveTimesheet>;
export type TimesheetWeek = ApiResult<typeof getTimesheetWeek>;
export type TimeEntry = ApiResult<typeof createTimeEntry>;

export const timesheetKeys = {
  all: ['timesheets'] as const,
  lists: () => [...timesheetKeys.all, 'list'] as const,
  list: (params: Partial<ListTimesheetsInput>) => [...timesheetKeys.lists(), params] as const,
  week: (id: string) => [...timesheetKeys.all, 'week', id] as const,
};

/** The edit screen's id of a list row: the saved timesheet's id, else `{userId}_{Monday}`. */
export const timesheetWeekKey = (s: { id: string | null; userId: string; startDate: string }) =>
  s.id ?? `${s.userId}_${s.startDate}`;

// one cleaner's week, day by day
export const timesheetWeekQuery = (id: string) =>
  queryOptions({
    queryKey: timesheetKeys.week(id),
    queryFn: () => withFallback(call('GET /api/timesheet/week', { query: { id } }), 'An unexpected error occurred'),
  });

// the office adds a missing clock record
export function useCreateTimeEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateTimeEntryInput) =>
      withFallback(call('POST /api/timesheet/createTimeEntry', { json: input }), 'An unexpected error occurred'),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: timesheetKeys.all });
      void queryClient.invalidateQueries({ queryKey: clockKeys.lists() });
    },
  });
}

// startDate, endDate, pageNumber, pageSize, search, sortBy, sortOrder
export const timesheetsQuery = (params: Partial<ListTimesheetsInput> & { startDate: string; endDate: string }) =>
  queryOptions({
    queryKey: timesheetKeys.list(params),
    queryFn: () =>
      withFallback(
        call('POST /api/timesheet/timesheets', { json: { pageNumber: 1, pageSize: 100, ...params } }),
        'An unexpected error occurred',
      ),
    placeholderData: keepPreviousData,
  });

export function useApproveTimesheet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApproveTimesheetInput) =>
      withFallback(call('PUT /api/timesheet/approve', { json: input }), 'An unexpected error occurred'),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: timesheetKeys.all }),
  });
}

/** GET /api/timesheet/export – the payroll CSV of the approved timesheets of a period (a plain download link). */
export const timesheetCsvHref = (startDate: string, endDate: string) =>
  urlOf('GET /api/timesheet/export', { query: { startDate, endDate } });
